import * as React from "react";
import { act, render } from "@testing-library/react";
import {
  installFakeIntersectionObserver,
  type FakeIntersectionObserver,
} from "@/lib/analytics/intersection-observer-in-tests";
import { ChoiceGroup } from "./form-fields";

const options = [
  { value: "1", label: "東京都" },
  { value: "2", label: "大阪府" },
];

let viewport: FakeIntersectionObserver;
beforeEach(() => {
  viewport = installFakeIntersectionObserver();
});
afterEach(() => viewport.uninstall());

describe("ChoiceGroup impressions", () => {
  it("watches no option unless onOptionSeen is given", () => {
    render(
      <ChoiceGroup
        label="働きたい場所"
        name="prefectures"
        type="checkbox"
        options={options}
        selected={[]}
        onChange={() => undefined}
      />,
    );
    expect(viewport.observed()).toEqual([]);
  });

  it("reports each option once, by value, when it first comes into view", () => {
    const seen = jest.fn();
    render(
      <ChoiceGroup
        label="働きたい場所"
        name="prefectures"
        type="checkbox"
        options={options}
        selected={[]}
        onChange={() => undefined}
        onOptionSeen={seen}
      />,
    );
    expect(viewport.observed()).toHaveLength(2);
    act(() => viewport.show());
    act(() => viewport.show());
    expect(seen.mock.calls).toEqual([["1"], ["2"]]);
  });
});
