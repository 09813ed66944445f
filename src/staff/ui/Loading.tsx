/** Loading…, or why it failed (shown as an alert). */
export const Loading = ({ failure }: { readonly failure: string | null }) =>
  failure === null ? (
    <p>Loading…</p>
  ) : (
    <p className="feedback feedback--error" role="alert">
      {failure}
    </p>
  );
