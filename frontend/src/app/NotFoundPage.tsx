/** Placeholder: being built (issue 6). */
export function NotFoundPage() {
  return (
    <main id="main" className="page">
      <h1>Page not found</h1>
    </main>
  );
}
