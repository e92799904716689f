import { useCallback, useState } from "react";

/**
 * A write that only its own form watches: whether it is on its way, and the call. It has the shape of
 * TanStack's `useMutation` result that such forms read (`isPending`, `mutateAsync`) without its
 * machinery (observer, cache entry), which the home page would otherwise download for its two forms.
 */
export function useSend<Input, Output>(send: (input: Input) => Promise<Output>) {
  const [isPending, setPending] = useState(false);
  const mutateAsync = useCallback(
    async (input: Input): Promise<Output> => {
      setPending(true);
      try {
        return await send(input);
      } finally {
        setPending(false);
      }
    },
    [send],
  );
  return { isPending, mutateAsync };
}
