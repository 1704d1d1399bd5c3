/** Placeholder: being built (issue 6). */
export function HubPlaceholderPage() {
  return (
    <main id="main" className="page">
      <h1>Hub</h1>
    </main>
  );
}
