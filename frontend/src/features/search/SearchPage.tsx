/** Placeholder: being built (issue 6). */
export function SearchPage() {
  return (
    <main id="main" className="page">
      <h1>Search Results</h1>
    </main>
  );
}
