/** Placeholder: being built (issue 6). */
export function FavoritesPage() {
  return (
    <main id="main" className="page">
      <h1>Favorites</h1>
    </main>
  );
}
