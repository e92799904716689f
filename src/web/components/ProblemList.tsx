/** Every failing rule at once, as a bulleted list (SPEC §2's sign-up style), announced when it appears. */
export function ProblemList({ id, problems }: { id: string; problems: string[] }) {
  if (problems.length === 0) return null;
  return (
    <div id={id} role="alert" className="alert alert-error alert-soft items-start">
      <ul className="list-disc space-y-1 ps-5 text-start">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}
