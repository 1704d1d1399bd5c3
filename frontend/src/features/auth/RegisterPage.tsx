/** Placeholder: being built (issue 6). */
export function RegisterPage() {
  return (
    <main id="main" className="page">
      <h1>Join us</h1>
    </main>
  );
}
