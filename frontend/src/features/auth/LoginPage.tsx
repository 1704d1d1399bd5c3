/** Placeholder: being built (issue 6). */
export function LoginPage() {
  return (
    <main id="main" className="page">
      <h1>Sign in</h1>
    </main>
  );
}
