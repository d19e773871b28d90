import { shouldResetScroll } from "./scroll-rule";

describe("shouldResetScroll", () => {
  it("keeps the position on the external data processors page and the basic information step", () => {
    expect(shouldResetScroll("/infos/external_data_processors")).toBe(false);
    expect(shouldResetScroll("/infos/external_data_processors/")).toBe(false);
    expect(shouldResetScroll("/user_registrations/basic_information")).toBe(false);
  });

  it("lets Gatsby reset the scroll everywhere else", () => {
    expect(shouldResetScroll("/")).toBe(true);
    expect(shouldResetScroll("/infos/terms")).toBe(true);
    expect(shouldResetScroll("/user_registrations/affiliation")).toBe(true);
    expect(shouldResetScroll("/infos/external_data_processors_old")).toBe(true);
  });
});
