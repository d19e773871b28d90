import * as React from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { dataLayerEntries, resetDataLayer } from "@/lib/analytics/data-layer-in-tests";
import { apiError, fakeRequester } from "../test-support";
import { LoginPageContent } from "./login-page";
import { RegistrationEntry } from "./registration-entry";

function typeInto(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function click(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });
}

describe("/login", () => {
  it("checks the address next to the field before any call", async () => {
    const client = fakeRequester(() => ({ sent: true }));
    render(<LoginPageContent search="" client={client} assign={jest.fn()} />);

    await click("ログイン用のメールを送る");
    const field = screen.getByLabelText("メールアドレス");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("メールアドレスを入力してください");

    typeInto("メールアドレス", "taro@");
    await click("ログイン用のメールを送る");
    expect(field).toHaveAccessibleDescription("メールアドレスの形式が正しくありません");
    expect(client.requests).toHaveLength(0);
  });

  it("mails the address with a safe return_to, then signs in with the 6-digit code and goes to return_to", async () => {
    const assign = jest.fn();
    const client = fakeRequester((request) =>
      request.path.endsWith("sign_in_mails")
        ? { sent: true }
        : { signed_in: true, return_to: "/events/internship?page=2" },
    );
    render(<LoginPageContent search="?return_to=%2Fevents%2Finternship%3Fpage%3D2" client={client} assign={assign} />);

    typeInto("メールアドレス", " student@example.com ");
    await click("ログイン用のメールを送る");

    expect(client.requests[0]).toMatchObject({
      method: "POST",
      path: "/api/v1/authentications/sign_in_mails",
      body: { email: "student@example.com", return_to: "/events/internship?page=2" },
    });
    expect(screen.getByRole("heading", { name: "メールを送信しました" })).toBeInTheDocument();
    const code = screen.getByLabelText("確認コード（6桁）");
    expect(code).toHaveAttribute("inputmode", "numeric");
    expect(code).toHaveAttribute("autocomplete", "one-time-code");
    expect(code).toHaveFocus();

    typeInto("確認コード（6桁）", "１２３４５６");
    await click("ログイン");

    expect(client.requests[1]).toMatchObject({
      method: "POST",
      path: "/api/v1/authentications/sign_in_codes",
      body: { code: "123456" },
    });
    expect(assign).toHaveBeenCalledWith("/events/internship?page=2");
  });

  it("sends no return_to that leaves the site, and never follows one from the server", async () => {
    const assign = jest.fn();
    const client = fakeRequester((request) =>
      request.path.endsWith("sign_in_mails") ? { sent: true } : { signed_in: true, return_to: "https://evil.example/" },
    );
    render(<LoginPageContent search="?return_to=%2F%2Fevil.example" client={client} assign={assign} />);
    typeInto("メールアドレス", "student@example.com");
    await click("ログイン用のメールを送る");
    expect(client.requests[0]!.body).toEqual({ email: "student@example.com", return_to: "/" });
    typeInto("確認コード（6桁）", "123456");
    await click("ログイン");
    expect(assign).toHaveBeenCalledWith("/");
  });

  it("shows a wrong code, a rate limit in minutes, and resends the mail", async () => {
    let codeAnswers = [apiError(401, "invalid_sign_in_code"), apiError(429, "rate_limited", { "Retry-After": "300" })];
    const client = fakeRequester((request) => {
      if (request.path.endsWith("sign_in_mails")) return { sent: true };
      const answer = codeAnswers[0]!;
      codeAnswers = codeAnswers.slice(1);
      throw answer;
    });
    const assign = jest.fn();
    render(<LoginPageContent search="" client={client} assign={assign} />);
    typeInto("メールアドレス", "student@example.com");
    await click("ログイン用のメールを送る");

    typeInto("確認コード（6桁）", "12345");
    await click("ログイン");
    expect(screen.getByLabelText("確認コード（6桁）")).toHaveAccessibleDescription(
      expect.stringContaining("確認コードは6桁の数字で入力してください"),
    );

    typeInto("確認コード（6桁）", "000000");
    await click("ログイン");
    expect(screen.getByRole("alert")).toHaveTextContent("確認コードが正しくないか、有効期限が切れています");

    await click("ログイン");
    expect(screen.getByRole("alert")).toHaveTextContent("5分ほど待ってから、もう一度お試しください");

    await click("メールを再送する");
    expect(client.requests.filter((r) => r.path.endsWith("sign_in_mails"))).toHaveLength(2);
    expect(screen.getByRole("status")).toHaveTextContent("メールを再送しました");
    expect(assign).not.toHaveBeenCalled();
  });

  it("retries a mutation once when the first call only lacked the CSRF cookie", async () => {
    let first = true;
    const client = fakeRequester(() => {
      if (first) {
        first = false;
        throw apiError(403, "invalid_csrf_token");
      }
      return { sent: true };
    });
    render(<LoginPageContent search="" client={client} assign={jest.fn()} />);
    typeInto("メールアドレス", "student@example.com");
    await click("ログイン用のメールを送る");
    expect(client.requests).toHaveLength(2);
    expect(screen.getByRole("heading", { name: "メールを送信しました" })).toBeInTheDocument();
  });
});

describe("/user_registrations", () => {
  it("notes the terms, registers with version202405002 and the landing attribution, then takes the code", async () => {
    const storage = window.sessionStorage;
    storage.setItem(
      "mirai_landing_attribution",
      JSON.stringify({ utm_source: "google", utm_campaign: "spring", waad: "w1" }),
    );
    const assign = jest.fn();
    const client = fakeRequester((request) =>
      request.path === "/api/v1/users"
        ? { user: { id: "9" } }
        : { signed_in: true, return_to: "/user_registrations/basic_information" },
    );
    render(
      <RegistrationEntry
        search="?friend_referral_code=FRIEND1&utm_campaign=summer"
        client={client}
        assign={assign}
        storage={storage}
      />,
    );

    expect(screen.getByRole("link", { name: "利用規約" })).toHaveAttribute("href", "/infos/terms");
    expect(screen.getByRole("link", { name: "個人情報の取扱い" })).toHaveAttribute(
      "href",
      "/infos/signup_privacy_policy",
    );

    typeInto("メールアドレス", "new@example.com");
    await click("同意して登録する");

    expect(client.requests[0]).toMatchObject({
      method: "POST",
      path: "/api/v1/users",
      body: {
        email: "new@example.com",
        user_registration_version_key: "version202405002",
        utm_source: "google",
        utm_campaign: "summer",
        waad: "w1",
        friend_referral_code: "FRIEND1",
      },
    });
    expect(screen.getByRole("heading", { name: "メールを送信しました" })).toBeInTheDocument();

    await click("メールを再送する");
    expect(client.requests[1]).toMatchObject({ path: "/api/v1/users", body: { email: "new@example.com" } });

    typeInto("確認コード（6桁）", "654321");
    await click("確認して登録を続ける");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/user_registrations/basic_information"));
    storage.clear();
  });

  it("shows a rate limit next to the form and stays on the address step", async () => {
    const client = fakeRequester(() => {
      throw apiError(429, "rate_limited", { "Retry-After": "3600" });
    });
    render(<RegistrationEntry search="" client={client} assign={jest.fn()} />);
    typeInto("メールアドレス", "new@example.com");
    await click("同意して登録する");
    expect(screen.getByRole("alert")).toHaveTextContent("60分ほど待ってから");
    expect(screen.queryByRole("heading", { name: "メールを送信しました" })).not.toBeInTheDocument();
  });
});

describe("send-confirm-email", () => {
  beforeEach(() => resetDataLayer());
  const confirmMails = () => dataLayerEntries().filter((entry) => entry.event === "send-confirm-email");

  it("fires with flow sign_in each time the sign-in mail is sent, with no address in it", async () => {
    const client = fakeRequester(() => ({ sent: true }));
    render(<LoginPageContent search="" client={client} assign={jest.fn()} />);
    typeInto("メールアドレス", "student@example.com");
    await click("ログイン用のメールを送る");
    expect(confirmMails()).toEqual([{ event: "send-confirm-email", category: "unknown", flow: "sign_in" }]);
    await click("メールを再送する");
    expect(confirmMails()).toHaveLength(2);
    expect(JSON.stringify(dataLayerEntries())).not.toContain("student@example.com");
  });

  it("fires with flow sign_up when the registration mail is sent", async () => {
    const client = fakeRequester(() => ({ user: { id: "9" } }));
    render(<RegistrationEntry search="" client={client} assign={jest.fn()} />);
    typeInto("メールアドレス", "new@example.com");
    await click("同意して登録する");
    expect(confirmMails()).toEqual([{ event: "send-confirm-email", category: "unknown", flow: "sign_up" }]);
  });

  it("does not fire when the mail could not be sent", async () => {
    const client = fakeRequester(() => {
      throw apiError(429, "rate_limited", { "Retry-After": "3600" });
    });
    render(<LoginPageContent search="" client={client} assign={jest.fn()} />);
    typeInto("メールアドレス", "student@example.com");
    await click("ログイン用のメールを送る");
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(confirmMails()).toEqual([]);
  });
});

describe("before hydration", () => {
  it("the prerendered button is disabled, and an address typed before hydration is what gets sent", async () => {
    const { renderToString } = await import("react-dom/server");
    const { hydrateRoot } = await import("react-dom/client");
    const client = fakeRequester(() => ({ sent: true }));
    const element = <LoginPageContent search="" client={client} assign={jest.fn()} />;
    const container = document.createElement("div");
    container.innerHTML = renderToString(element);
    document.body.appendChild(container);
    expect(container.querySelector("button[type=submit]")).toBeDisabled();
    (container.querySelector("input[type=email]") as HTMLInputElement).value = "early@example.com";

    await act(async () => {
      hydrateRoot(container, element);
    });
    expect(container.querySelector("button[type=submit]")).toBeEnabled();
    await act(async () => {
      fireEvent.click(container.querySelector("button[type=submit]")!);
    });
    expect(client.requests[0]!.body).toEqual({ email: "early@example.com" });
    container.remove();
  });
});
