/** A hub tab whose screen is not built yet: says so plainly instead of showing an empty list. */
export function NotBuiltYetPanel({ title, work }: { title: string; work: string }) {
  return (
    <section className="pm-hub__section" aria-labelledby="pm-hub-not-built">
      <h2 id="pm-hub-not-built">{title}</h2>
      <p className="pm-hub__not-built">
        This part of the hub is not built yet: {work} is not available online. It comes in a later release.
      </p>
    </section>
  );
}
