import { blockAccountSchema, type MyFediverse } from "@shared/fediverse";
import { Avatar } from "@web/components/Avatar";
import { FormField } from "@web/components/FormField";
import { LoadError } from "@web/components/LoadError";
import { Spinner } from "@web/components/Spinner";
import { useT } from "@web/i18n/useT";
import { showToast } from "@web/lib/toast";
import { type FormEvent, useId, useState } from "react";
import { useBlockAccount } from "./api/blockAccount";
import { useMe } from "./api/getMe";
import { useMyFediverse } from "./api/getMyFediverse";
import { useUnblockAccount } from "./api/unblockAccount";
import { useUpdateWriterProfile } from "./api/updateWriterProfile";

const failure = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * The writer's place in the fediverse: the switch that takes them in or out, their address, the
 * accounts following them from other servers (each can be blocked) and the accounts they blocked.
 */
export function Fediverse({ userId }: { userId: string }) {
  const me = useMe(userId);
  const fediverse = useMyFediverse(userId);
  const { t } = useT();
  if (fediverse.isError) {
    return (
      <LoadError
        message={t("settings.fediverse.loadFailed")}
        onRetry={() => void fediverse.refetch()}
        retrying={fediverse.isFetching}
      />
    );
  }
  if (!me.data || !fediverse.data) return me.isError ? null : <Spinner label={t("settings.fediverse.loading")} />;
  return <FediverseFields userId={userId} federated={me.data.federated} data={fediverse.data} />;
}

function FediverseFields({ userId, federated, data }: { userId: string; federated: boolean; data: MyFediverse }) {
  const save = useUpdateWriterProfile(userId);
  const block = useBlockAccount(userId);
  const unblock = useUnblockAccount(userId);
  const [actor, setActor] = useState("");
  const [actorError, setActorError] = useState<string>();
  const hintId = useId();
  const { t } = useT();

  const onSwitch = async (on: boolean) => {
    try {
      await save.mutateAsync({ federated: on });
      void showToast("success", on ? t("settings.fediverse.on") : t("settings.fediverse.off"));
    } catch (error) {
      void showToast("error", failure(error, t("settings.saveFailed")));
    }
  };
  const onBlock = async (target: string) => {
    try {
      await block.mutateAsync({ actor: target });
      void showToast("success", t("settings.fediverse.blocked"));
      return true;
    } catch (error) {
      void showToast("error", failure(error, t("settings.fediverse.blockFailed")));
      return false;
    }
  };
  const onUnblock = async (target: string) => {
    try {
      await unblock.mutateAsync(target);
      void showToast("success", t("settings.fediverse.unblocked"));
    } catch (error) {
      void showToast("error", failure(error, t("settings.fediverse.unblockFailed")));
    }
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = blockAccountSchema.safeParse({ actor });
    if (!parsed.success) {
      setActorError(parsed.error.issues[0]?.message);
      return;
    }
    setActorError(undefined);
    if (await onBlock(parsed.data.actor)) setActor("");
  };

  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-xl font-bold">{t("settings.fediverse.title")}</legend>
        <label className="flex cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            className="checkbox checkbox-primary"
            checked={federated}
            disabled={save.isPending}
            aria-busy={save.isPending}
            aria-describedby={hintId}
            onChange={(event) => void onSwitch(event.target.checked)}
          />
          {t("settings.fediverse.label")}
        </label>
        <p id={hintId} className="text-sm text-base-content/80">
          {federated ? t("settings.fediverse.onHint", { address: data.address }) : t("settings.fediverse.offHint")}
        </p>
      </fieldset>

      <section aria-labelledby="fediverse-followers" className="flex flex-col gap-2">
        <h3 id="fediverse-followers" className="text-lg font-bold">
          {t("settings.fediverse.followers")}
        </h3>
        {data.followers.length === 0 ? (
          <p className="text-base-content/80">{t("settings.fediverse.noFollowers")}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {data.followers.map((follower) => (
              <li key={follower.actorId} className="flex flex-wrap items-center gap-3">
                <Avatar src={follower.icon} name={follower.name ?? follower.handle} size={32} decorative />
                <span className="grow">
                  {follower.url ? (
                    <a href={follower.url} className="link" rel="nofollow noopener" target="_blank">
                      {follower.name ?? follower.handle ?? follower.actorId}
                    </a>
                  ) : (
                    (follower.name ?? follower.handle ?? follower.actorId)
                  )}{" "}
                  {follower.handle && <span className="text-sm text-base-content/70">{follower.handle}</span>}
                </span>
                <button
                  type="button"
                  className="btn btn-sm btn-outline btn-error"
                  disabled={block.isPending}
                  aria-label={t("settings.fediverse.blockNamed", {
                    name: follower.handle ?? follower.name ?? follower.actorId,
                  })}
                  onClick={() => void onBlock(follower.actorId)}
                >
                  {t("settings.fediverse.block")}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="fediverse-blocks" className="flex flex-col gap-2">
        <h3 id="fediverse-blocks" className="text-lg font-bold">
          {t("settings.fediverse.blocks")}
        </h3>
        {data.blocks.length === 0 ? (
          <p className="text-base-content/80">{t("settings.fediverse.noBlocks")}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {data.blocks.map((blocked) => (
              <li key={blocked.target} className="flex flex-wrap items-center gap-3">
                <span className="grow break-all">{blocked.target}</span>
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  disabled={unblock.isPending}
                  aria-label={t("settings.fediverse.unblockNamed", { name: blocked.target })}
                  onClick={() => void onUnblock(blocked.target)}
                >
                  {t("settings.fediverse.unblock")}
                </button>
              </li>
            ))}
          </ul>
        )}
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-2"
          aria-label={t("settings.fediverse.blockForm")}
        >
          <FormField
            id="fediverse-block-actor"
            label={t("settings.fediverse.blockField")}
            hint={t("settings.fediverse.blockHint")}
            error={actorError}
          >
            {(control) => (
              <input
                {...control}
                type="url"
                className="input w-full"
                value={actor}
                onChange={(event) => setActor(event.target.value)}
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </FormField>
          <button type="submit" className="btn btn-outline btn-error self-start" disabled={block.isPending}>
            {t("settings.fediverse.blockSubmit")}
          </button>
        </form>
      </section>
    </div>
  );
}
