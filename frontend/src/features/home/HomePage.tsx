/** Placeholder: being built (issue 6). */
export function HomePage() {
  return (
    <main id="main" className="page">
      <h1>Find your next home</h1>
    </main>
  );
}
