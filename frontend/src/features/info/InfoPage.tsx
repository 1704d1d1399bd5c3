/** Placeholder: being built (issue 6). */
export function InfoPage() {
  return (
    <main id="main" className="page">
      <h1>Trio Rentals</h1>
    </main>
  );
}
