import * as React from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createCurrentUserStore } from "../current-user-store";
import { apiError, fakeRequester, testCurrentUser } from "../test-support";
import { LoginCallback, tokenFromFragment } from "./login-callback";
import { LogoutPageContent } from "./logout-page";
import { TermsAgreement } from "./terms-agreement";

const TOKEN = "tok_abcdefghijklmnopqrstuvwxyz0123456789";

function signedInStore(hint = true) {
  return createCurrentUserStore({
    hasSessionHint: () => hint,
    clearSessionHint: () => undefined,
    loadCurrentUser: async () => testCurrentUser(),
  });
}

describe("/login/callback", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("reads #token=…", () => {
    expect(tokenFromFragment(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromFragment("#other=1")).toBeNull();
    expect(tokenFromFragment("")).toBeNull();
  });

  it("takes the token out of the address bar, signs in with it and goes on to return_to", async () => {
    window.history.replaceState(null, "", `/login/callback?from=mail#token=${TOKEN}`);
    const assign = jest.fn();
    let addressDuringCall = "";
    const client = fakeRequester(() => {
      addressDuringCall = window.location.href;
      return { signed_in: true, return_to: "/events/seminar" };
    });
    render(<LoginCallback client={client} assign={assign} />);

    await waitFor(() => expect(assign).toHaveBeenCalledWith("/events/seminar"));
    expect(client.requests).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/api/v1/authentications/sign_in_links",
        body: { token: TOKEN },
      }),
    ]);
    expect(addressDuringCall).not.toContain(TOKEN);
    expect(window.location.hash).toBe("");
    expect(window.location.search).toBe("?from=mail");
  });

  it("an invalid, used or expired link: the Japanese message and a link to /login", async () => {
    window.history.replaceState(null, "", `/login/callback#token=${TOKEN}`);
    const assign = jest.fn();
    const client = fakeRequester(() => {
      throw apiError(401, "invalid_sign_in_link");
    });
    render(<LoginCallback client={client} assign={assign} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("このリンクは無効か、有効期限が切れています");
    expect(screen.getByRole("link", { name: "ログインページへ" })).toHaveAttribute("href", "/login");
    expect(assign).not.toHaveBeenCalled();
  });

  it("without a token makes no call", async () => {
    window.history.replaceState(null, "", "/login/callback");
    const client = fakeRequester(() => ({ signed_in: true, return_to: "/" }));
    render(<LoginCallback client={client} assign={jest.fn()} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("このリンクは無効か、有効期限が切れています");
    expect(client.requests).toHaveLength(0);
  });
});

describe("/logout", () => {
  afterEach(() => {
    document.cookie = "mirai_signed_in=; Path=/; Max-Age=0";
    document.cookie = "token=; Path=/; Max-Age=0";
  });

  it("signs out on load, forgets the hint, the token and stored personal data, and the shared state becomes anonymous", async () => {
    document.cookie = "mirai_signed_in=1; Path=/";
    document.cookie = "token=abc; Path=/";
    window.localStorage.setItem("mirai:personal:event-attendance:1", "{}");
    window.localStorage.setItem("unrelated", "kept");
    const store = signedInStore();
    await store.ensureLoaded();
    const client = fakeRequester(() => null);
    render(<LogoutPageContent client={client} store={store} />);

    expect(await screen.findByRole("heading", { name: "ログアウトしました" })).toBeInTheDocument();
    expect(client.requests).toEqual([
      expect.objectContaining({ method: "POST", path: "/api/v1/authentications/sign_out" }),
    ]);
    expect(document.cookie).not.toContain("mirai_signed_in");
    expect(document.cookie).not.toContain("token=");
    expect(store.getSnapshot().status).toBe("anonymous");
    expect(window.localStorage.getItem("mirai:personal:event-attendance:1")).toBeNull();
    expect(window.localStorage.getItem("unrelated")).toBe("kept");
    expect(screen.getByRole("link", { name: "トップページへ" })).toHaveAttribute("href", "/");
  });

  it("a failure keeps the session and offers to try again", async () => {
    document.cookie = "mirai_signed_in=1; Path=/";
    let fail = true;
    const client = fakeRequester(() => {
      if (fail) throw apiError(503, "internal_error");
      return null;
    });
    render(<LogoutPageContent client={client} store={signedInStore()} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("ログアウトできませんでした");
    expect(document.cookie).toContain("mirai_signed_in=1");

    fail = false;
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "もう一度ログアウトする" }));
    });
    expect(await screen.findByRole("heading", { name: "ログアウトしました" })).toBeInTheDocument();
  });
});

describe("/unagreed_terms/agreements/new", () => {
  const location = { pathname: "/unagreed_terms/agreements/new", search: "?return_to=%2Fevents%2Finternship" };

  it("sends an anonymous visitor to /login with return_to, without asking for terms", async () => {
    const replace = jest.fn();
    const client = fakeRequester(() => ({ unagreed_terms: [] }));
    render(
      <TermsAgreement
        location={location}
        client={client}
        store={signedInStore(false)}
        replace={replace}
        assign={jest.fn()}
      />,
    );
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith(
        "/login?return_to=%2Funagreed_terms%2Fagreements%2Fnew%3Freturn_to%3D%252Fevents%252Finternship",
      ),
    );
    expect(client.requests).toHaveLength(0);
  });

  it("lists the unagreed terms with links and versions, requires the checkbox, agrees and goes to return_to", async () => {
    const assign = jest.fn();
    const terms = [
      { type: "terms", version: "2025-04-01" },
      { type: "privacy", version: "2025-06-01" },
    ];
    const client = fakeRequester((request) =>
      request.method === "POST" ? { unagreed_terms: [] } : { unagreed_terms: terms },
    );
    render(
      <TermsAgreement
        location={location}
        client={client}
        store={signedInStore()}
        replace={jest.fn()}
        assign={assign}
      />,
    );

    expect(await screen.findByRole("link", { name: "利用規約" })).toHaveAttribute("href", "/infos/terms");
    expect(screen.getByRole("link", { name: "プライバシーポリシー" })).toHaveAttribute("href", "/infos/privacy");
    expect(screen.getByText("バージョン 2025-06-01")).toBeInTheDocument();

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "同意して続ける" }));
    });
    expect(screen.getByRole("checkbox", { name: "同意する" })).toHaveAccessibleDescription(
      expect.stringContaining("チェックを入れてください"),
    );
    expect(client.requests.filter((r) => r.method === "POST")).toHaveLength(0);

    fireEvent.click(screen.getByRole("checkbox", { name: "同意する" }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "同意して続ける" }));
    });
    expect(client.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/app_api/v1/unagreed_terms/agreements",
      body: { unagreed_terms: terms },
    });
    expect(assign).toHaveBeenCalledWith("/events/internship");
  });

  it("with nothing left to agree to, goes straight on to return_to", async () => {
    const replace = jest.fn();
    const client = fakeRequester(() => ({ unagreed_terms: [] }));
    render(
      <TermsAgreement
        location={{ pathname: location.pathname, search: "?return_to=https://evil.example" }}
        client={client}
        store={signedInStore()}
        replace={replace}
        assign={jest.fn()}
      />,
    );
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
  });
});
