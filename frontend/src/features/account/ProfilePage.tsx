/** Placeholder: being built (issue 6). */
export function ProfilePage() {
  return (
    <main id="main" className="page">
      <h1>Profile</h1>
    </main>
  );
}
