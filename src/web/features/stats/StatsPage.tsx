import { isAdmin } from "@shared/moderation";
import { STATS_PERIODS, type StatsPeriod } from "@shared/stats";
import type { Stats } from "@shared/stats-schemas";
import { useMyRole } from "@web/api/getMyRole";
import { LoadError } from "@web/components/LoadError";
import { Main } from "@web/components/Main";
import { Spinner } from "@web/components/Spinner";
import { useDocumentTitle } from "@web/components/useDocumentTitle";
import type { MessageKey } from "@web/i18n/i18n";
import { useT } from "@web/i18n/useT";
import { useAuth } from "@web/lib/auth";
import { SCREEN_TITLES } from "@web/lib/screenTitles";
import { showToast } from "@web/lib/toast";
import { lazy, Suspense, useId, useState } from "react";
import { type StatsView, useStats } from "./api/getStats";
import { useSaveStatsSettings, useStatsSettings } from "./api/statsSettings";

// The chart library is the heaviest part of this screen: it loads after the numbers, and never elsewhere.
const VisitorsChart = lazy(() => import("./VisitorsChart"));

const TOTALS: Array<[keyof Stats["totals"], MessageKey]> = [
  ["visitors", "stats.visitors"],
  ["views", "stats.views"],
  ["followers", "stats.followers"],
  ["subscribers", "stats.subscribers"],
  ["mailed", "stats.mailed"],
  ["clicks", "stats.clicks"],
];

/** Counts grouped as the page's language groups them (1,204 / 1.204 / ١٬٢٠٤). */
function useNumber(): (value: number) => string {
  const { locale } = useT();
  const format = new Intl.NumberFormat(locale);
  return (value) => format.format(value);
}

/** /stats (issue 44): a writer's visitors, views, mail numbers and referrers; admins may see the site's. */
export default function StatsPage() {
  const { t } = useT();
  useDocumentTitle(t(SCREEN_TITLES.stats));
  const { user } = useAuth();
  const { role } = useMyRole();
  const [days, setDays] = useState<StatsPeriod>(30);
  const [view, setView] = useState<StatsView>("mine");
  const admin = isAdmin(role);
  const shown: StatsView = admin ? view : "mine";
  const stats = useStats(user?.id ?? "", shown, days);
  if (!user) return null;

  return (
    <Main className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold">{shown === "site" ? t("stats.siteTitle") : t("stats.yourTitle")}</h1>
      <p className="text-base-content/80">{t("stats.intro")}</p>
      <div className="flex flex-wrap items-end gap-4">
        <fieldset>
          <legend className="mb-1 font-semibold">{t("stats.period")}</legend>
          <div className="join">
            {STATS_PERIODS.map((period) => (
              <button
                key={period}
                type="button"
                className={`btn join-item btn-sm ${period === days ? "btn-primary" : "btn-outline"}`}
                aria-pressed={period === days}
                onClick={() => setDays(period)}
              >
                {t("stats.days", { count: period })}
              </button>
            ))}
          </div>
        </fieldset>
        {admin && (
          <fieldset>
            <legend className="mb-1 font-semibold">{t("stats.show")}</legend>
            <div className="join">
              {(["mine", "site"] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  className={`btn join-item btn-sm ${option === view ? "btn-primary" : "btn-outline"}`}
                  aria-pressed={option === view}
                  onClick={() => setView(option)}
                >
                  {option === "mine" ? t("stats.mine") : t("stats.site")}
                </button>
              ))}
            </div>
          </fieldset>
        )}
      </div>

      {stats.isError ? (
        <LoadError
          message={stats.error.message || t("stats.failed")}
          onRetry={stats.refetch}
          retrying={stats.isFetching}
        />
      ) : !stats.data ? (
        <Spinner label={t("stats.loading")} />
      ) : (
        <StatsBody stats={stats.data} days={days} />
      )}
      {admin && shown === "site" && <MailClicksSwitch userId={user.id} />}
    </Main>
  );
}

function StatsBody({ stats, days }: { stats: Stats; days: StatsPeriod }) {
  const { t } = useT();
  const number = useNumber();
  return (
    <>
      <section aria-labelledby="stats-totals">
        <h2 id="stats-totals" className="sr-only">
          {t("stats.totals")}
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {TOTALS.map(([key, label]) => (
            <div key={key} className="card bg-base-200 p-4">
              <dt className="text-sm text-base-content/80">{t(label)}</dt>
              <dd className="text-2xl font-bold">{number(stats.totals[key])}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="stats-daily" className="card bg-base-100 p-4 shadow-md">
        <h2 id="stats-daily" className="mb-2 text-xl font-bold">
          {t("stats.perDay", { count: days })}
        </h2>
        <Suspense fallback={<Spinner label={t("stats.chartLoading")} />}>
          <VisitorsChart daily={stats.daily} />
        </Suspense>
        <details className="mt-2">
          <summary className="cursor-pointer">{t("stats.asTable")}</summary>
          <div className="overflow-x-auto">
            <table className="table table-sm">
              <caption className="sr-only">{t("stats.tableCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("stats.date")}</th>
                  <th scope="col">{t("stats.visitors")}</th>
                  <th scope="col">{t("stats.views")}</th>
                </tr>
              </thead>
              <tbody>
                {stats.daily.map((day) => (
                  <tr key={day.date}>
                    <th scope="row">{day.date}</th>
                    <td>{number(day.visitors)}</td>
                    <td>{number(day.views)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="stats-posts" className="card bg-base-100 p-4 shadow-md lg:col-span-2">
          <h2 id="stats-posts" className="mb-2 text-xl font-bold">
            {t("stats.topPosts")}
          </h2>
          {stats.posts.length === 0 ? (
            <p>{t("stats.noPosts")}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="table table-sm">
                <thead>
                  <tr>
                    <th scope="col">{t("stats.post")}</th>
                    <th scope="col">{t("stats.visitors")}</th>
                    <th scope="col">{t("stats.views")}</th>
                    <th scope="col">{t("stats.mailedTo")}</th>
                    <th scope="col">{t("stats.clicksColumn")}</th>
                  </tr>
                </thead>
                <tbody>
                  {stats.posts.map((post) => (
                    <tr key={post._id}>
                      <th scope="row" className="font-normal">
                        <a className="link" href={`/viewDetails/${encodeURIComponent(post._id)}`}>
                          {post.title || t("stats.deletedPost")}
                        </a>
                      </th>
                      <td>{number(post.visitors)}</td>
                      <td>{number(post.views)}</td>
                      <td>{number(post.mailedTo)}</td>
                      <td>{number(post.clicks)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <section aria-labelledby="stats-referrers" className="card bg-base-100 p-4 shadow-md">
          <h2 id="stats-referrers" className="mb-2 text-xl font-bold">
            {t("stats.referrers")}
          </h2>
          {stats.referrers.length === 0 ? (
            <p>{t("stats.noReferrers")}</p>
          ) : (
            <table className="table table-sm">
              <thead>
                <tr>
                  <th scope="col">{t("stats.siteColumn")}</th>
                  <th scope="col">{t("stats.visitors")}</th>
                </tr>
              </thead>
              <tbody>
                {stats.referrers.map((referrer) => (
                  <tr key={referrer.host}>
                    <th scope="row" className="font-normal break-all">
                      {referrer.host}
                    </th>
                    <td>{number(referrer.visitors)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
    </>
  );
}

/** The admin's switch for counting mail clicks; the box shows what the server holds. */
function MailClicksSwitch({ userId }: { userId: string }) {
  const settings = useStatsSettings(userId, true);
  const save = useSaveStatsSettings(userId);
  const hintId = useId();
  const { t } = useT();
  if (!settings.data) return settings.isError ? null : <Spinner label={t("stats.clickSettingLoading")} />;
  const onChange = async (countMailClicks: boolean) => {
    try {
      await save.mutateAsync({ countMailClicks });
      void showToast("success", countMailClicks ? t("stats.clicksOn") : t("stats.clicksOff"));
    } catch (error) {
      void showToast("error", error instanceof Error && error.message ? error.message : t("stats.clicksFailed"));
    }
  };
  return (
    <section className="card bg-base-100 p-4 shadow-md">
      <label className="flex cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          className="checkbox checkbox-primary"
          checked={settings.data.countMailClicks}
          disabled={save.isPending}
          aria-busy={save.isPending}
          aria-describedby={hintId}
          onChange={(event) => void onChange(event.target.checked)}
        />
        {t("stats.clicksLabel")}
      </label>
      <p id={hintId} className="mt-1 text-sm text-base-content/80">
        {t("stats.clicksHint")}
      </p>
    </section>
  );
}
