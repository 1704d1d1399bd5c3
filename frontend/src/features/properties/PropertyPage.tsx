/** Placeholder: being built (issue 6). */
export function PropertyPage() {
  return (
    <main id="main" className="page">
      <h1>Property</h1>
    </main>
  );
}
