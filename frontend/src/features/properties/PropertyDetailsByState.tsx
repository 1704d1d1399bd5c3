/** Placeholder: being built (issue 6). */
export function PropertyDetailsByState() {
  return (
    <main id="main" className="page">
      <h1>Property</h1>
    </main>
  );
}
