import type { Navigation } from "@shared/navigation";
// Test-only helpers: render a screen inside a router, a query client and a chosen auth state.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import { AuthContext, type AuthContextValue, type AuthUser } from "@web/lib/auth";
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  type NavigateOptions,
  type RouteObject,
  type To,
  useLocation,
  useNavigate,
  useRoutes,
} from "@web/lib/router";
import { SiteIdentityProvider } from "@web/lib/siteIdentity";
import { type ReactElement, useLayoutEffect } from "react";
import { vi } from "vitest";
import { testI18n, withEnglish } from "./i18n";

export const READER: AuthUser = {
  id: "u-reader",
  email: "reader@example.com",
  displayName: "Rita Reader",
  photoURL: null,
};
export const AUTHOR: AuthUser = {
  id: "u-author",
  email: "author@example.com",
  displayName: "Arthur Author",
  photoURL: "https://example.com/a.png",
};

export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  const user = overrides.user === undefined ? READER : overrides.user;
  return {
    status: user ? "signed-in" : "signed-out",
    user,
    signUp: vi.fn(async () => {}),
    logIn: vi.fn(async () => {}),
    logInWithGoogle: vi.fn(async () => {}),
    logOut: vi.fn(async () => {}),
    updateProfile: vi.fn(async () => {}),
    changePassword: vi.fn(async () => {}),
    ...overrides,
  };
}

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** A section that sends data but needs no route or viewer (the home page's forms). */
export function withQueryClient(element: ReactElement, client = testQueryClient()): ReactElement {
  return withEnglish(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
}

type Options = {
  auth?: AuthContextValue;
  path?: string;
  at?: string;
  routes?: RouteObject[];
  client?: QueryClient;
  /** The site settings the page was rendered with, as AppProviders passes them; absent, the defaults. */
  site?: { title: string; description: string; navigation?: Navigation };
  /** The interface's language (testI18n's); English unless set. */
  language?: Parameters<typeof testI18n>[0];
};

/** What tests read and do on the router: where it is now, and a navigation as if from the app. */
export type TestRouter = {
  state: { location: Location };
  navigate: (to: To, options?: NavigateOptions) => Promise<void>;
};

type Probe = { location?: Location; navigate?: NavigateFunction };

/** Reports the location on screen (once committed) and the app's navigate function to the test. */
function RouterProbe({ probe }: { probe: Probe }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    probe.location = location;
    probe.navigate = navigate;
  });
  return null;
}

function TestRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders `element` at `path` (visited as `at`), with extra routes such as /login to observe redirects. */
export function renderScreen(element: ReactElement, options: Options = {}) {
  const auth = options.auth ?? fakeAuth();
  const client = options.client ?? testQueryClient();
  const path = options.path ?? "/";
  const probe: Probe = {};
  const view = render(
    withEnglish(
      <QueryClientProvider client={client}>
        <SiteIdentityProvider site={options.site}>
          <AuthContext.Provider value={auth}>
            {/* Declarative routing, as in the app (BrowserRouter there). */}
            <MemoryRouter initialEntries={[options.at ?? path]}>
              <TestRoutes routes={[{ path, element }, ...(options.routes ?? [])]} />
              <RouterProbe probe={probe} />
            </MemoryRouter>
          </AuthContext.Provider>
        </SiteIdentityProvider>
      </QueryClientProvider>,
      options.language ? testI18n(options.language) : undefined,
    ),
  );
  const router: TestRouter = {
    state: {
      get location() {
        if (!probe.location) throw new Error("the router has not rendered");
        return probe.location;
      },
    },
    navigate: async (to, navigateOptions) => {
      await act(async () => {
        await probe.navigate?.(to, navigateOptions);
      });
    },
  };
  return { ...view, router, client, auth };
}

/** A fetch stand-in answering by "METHOD /path"; unknown calls fail loudly so tests say what they expect. */
export function stubFetch(answers: Record<string, (body: unknown) => { status?: number; json?: unknown }>) {
  const calls: { key: string; body: unknown; headers: Record<string, string> }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${init?.method ?? "GET"} ${url.pathname}`;
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ key, body, headers: (init?.headers ?? {}) as Record<string, string> });
    const answer = answers[key];
    if (!answer) throw new Error(`Unexpected call ${key}`);
    const { status = 200, json } = answer(body);
    return new Response(json === undefined ? "" : JSON.stringify(json), {
      status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}
