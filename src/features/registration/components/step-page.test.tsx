import * as React from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { navigate } from "gatsby";
import type { RegistrationLookup } from "@core/registration/registration-flow";
import type { ApiRequest } from "@/lib/api/requester";
import { StepPage } from "./step-page";
import { BasicInformationStep } from "./basic-information-step";

const mockRequests: ApiRequest<unknown>[] = [];
let mockLookup: RegistrationLookup;

jest.mock("@/lib/api/default-client", () => ({
  api: {
    request: jest.fn(async (request: ApiRequest<unknown>) => {
      mockRequests.push(request);
      if (request.path.endsWith("user_registration_basic_information") && (request.method ?? "GET") === "GET") {
        return {
          first_name: null,
          last_name: null,
          first_name_kana: null,
          last_name_kana: null,
          date_of_birth: null,
          foreign_address: false,
          postcode: null,
          address1: null,
          address2: null,
          address3: null,
          tel: null,
        };
      }
      if (request.path.endsWith("user_registration_complete_steps")) return { status: "completed", message: "ok" };
      return request.body ?? {};
    }),
  },
}));
jest.mock("@/features/auth/current-user", () => ({
  currentUserStore: {
    ensureLoaded: jest.fn(async () => ({ status: "signed_in", user: { email: "hanako@example.com" } })),
  },
}));
jest.mock("../registration-lookup", () => ({
  loadRegistrationLookup: jest.fn(async () => mockLookup),
  rememberCompletedStep: jest.fn(),
}));
jest.mock("../use-registration-choices", () => ({
  useRegistrationChoices: () => ({ data: { prefectures: [{ id: 13, name: "東京都" }] }, failed: false }),
}));

const version = {
  key: "version202405002",
  groups: [
    { key: "basic_information", steps: [{ key: "basic_information" }, { key: "affiliation" }] },
    { key: "scout", steps: [{ key: "scout_option" }] },
  ],
};
function found(status: "incomplete" | "completed"): RegistrationLookup {
  return {
    kind: "found",
    version,
    registration: { user_registration_version_key: version.key, status, user_registration_complete_steps: [] },
  };
}

function renderBasicInformation() {
  return render(
    <StepPage step="basic_information" title="基本情報の入力">
      {(flow) => <BasicInformationStep flow={flow} />}
    </StepPage>,
  );
}

beforeEach(() => {
  mockRequests.length = 0;
  jest.mocked(navigate).mockClear();
  window.sessionStorage.clear();
});

test("a completed registration is sent to / (history replaced) before any field renders", async () => {
  mockLookup = found("completed");
  renderBasicInformation();
  await waitFor(() => expect(navigate).toHaveBeenCalledWith("/", { replace: true }));
  expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent("読み込み中");
});

test("a failed mockLookup is sent to /", async () => {
  mockLookup = { kind: "failed" };
  renderBasicInformation();
  await waitFor(() => expect(navigate).toHaveBeenCalledWith("/", { replace: true }));
});

test("errors sit next to their fields; valid answers are stored, the step completed and the next step opened", async () => {
  mockLookup = found("incomplete");
  renderBasicInformation();
  expect(await screen.findByRole("heading", { level: 1, name: "基本情報の入力" })).toHaveFocus();
  expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "全3ステップ中 1ステップ目");
  await screen.findByLabelText(/^姓/);

  fireEvent.click(screen.getByRole("button", { name: "次へ" }));
  const kana = screen.getByLabelText(/セイ/);
  expect(kana).toHaveAttribute("aria-invalid", "true");
  expect(kana).toHaveAccessibleDescription("セイを入力してください");
  expect(screen.getByLabelText("年")).toHaveAccessibleDescription("生年月日を選択してください");
  expect(mockRequests.filter((request) => request.method === "PUT")).toHaveLength(0);

  const type = (label: RegExp | string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/^姓/, "未来");
  type(/^名/, "花子");
  type(/セイ/, "ミライ");
  type(/メイ/, "はなこ");
  type("年", "2004");
  type("月", "4");
  type("日", "1");
  type(/郵便番号/, "１５０－０００１");
  type(/^都道府県/, "東京都");
  type(/^市区町村・番地/, "渋谷区神宮前1-2-3");
  type(/^電話番号/, "090-1234-5678");
  expect(JSON.parse(window.sessionStorage.getItem("mirai_registration_draft:basic_information") ?? "{}")).toMatchObject(
    { last_name: "未来" },
  );

  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "次へ" }));
  });
  await waitFor(() => expect(navigate).toHaveBeenCalledWith("/user_registrations/affiliation"));
  const put = mockRequests.find((request) => request.method === "PUT");
  expect(put?.body).toEqual({
    last_name: "未来",
    first_name: "花子",
    last_name_kana: "ミライ",
    first_name_kana: "ハナコ",
    date_of_birth: "2004-04-01",
    foreign_address: false,
    postcode: "1500001",
    address1: "東京都",
    address2: "渋谷区神宮前1-2-3",
    address3: null,
    tel: "09012345678",
  });
  expect(mockRequests.find((request) => request.method === "POST")?.body).toEqual({
    user_registration_step_key: "basic_information",
  });
  expect(window.sessionStorage.getItem("mirai_registration_draft:basic_information")).toBeNull();
});

test("an unsent draft of this tab wins over the saved answers after a reload", async () => {
  mockLookup = found("incomplete");
  window.sessionStorage.setItem("mirai_registration_draft:basic_information", JSON.stringify({ last_name: "下書き" }));
  renderBasicInformation();
  expect(await screen.findByLabelText(/^姓/)).toHaveValue("下書き");
  expect(mockRequests.some((request) => request.path.endsWith("user_registration_basic_information"))).toBe(false);
});
