/** Placeholder: being built (issue 6). */
export function DisplayImagesPage() {
  return (
    <main id="main" className="page">
      <h1>Photos</h1>
    </main>
  );
}
