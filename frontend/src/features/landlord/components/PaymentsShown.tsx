/** Says when the list holds only the newest payments. */
export function PaymentsShown({ shown, total }: { shown: number; total: number | null }) {
  if (total === null || total <= shown) return null;
  return (
    <p>
      Showing the newest {shown} of {total} payments.
    </p>
  );
}
