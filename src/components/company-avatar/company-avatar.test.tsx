import { act, fireEvent, render } from "@testing-library/react";
import * as React from "react";
import { ICON_LOAD_RETRY } from "@core/images/image-rules";
import { CompanyAvatar, ICON_RETRY_DELAY_MS } from "./company-avatar";

const logo = "/media/sample/companies/7/logo-0a1b2c3d.png";

describe("CompanyAvatar", () => {
  afterEach(() => jest.useRealTimers());

  it("shows the initial letter without a logo", () => {
    const { container } = render(<CompanyAvatar initialChar="ミ" logoUrl={null} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container).toHaveTextContent("ミ");
  });

  it("draws the logo through the URL builder at its box (1x, 2x snap to one width), lazily, with width and height", () => {
    const { container } = render(<CompanyAvatar initialChar="ミ" logoUrl={logo} size="large" />);
    const img = container.querySelector("img");
    expect(img).toHaveAttribute("src", `/_img?url=${logo}&w=320&h=320&fm=webp&q=75&fit=cover`);
    expect(img).toHaveAttribute("srcset", `/_img?url=${logo}&w=320&h=320&fm=webp&q=75&fit=cover 1x`);
    expect(img).toHaveAttribute("width", "56");
    expect(img).toHaveAttribute("height", "56");
    expect(img).toHaveAttribute("loading", "lazy");
  });

  it(`loads a broken logo again at most ${ICON_LOAD_RETRY} times, then shows the initial letter`, () => {
    jest.useFakeTimers();
    const { container } = render(<CompanyAvatar initialChar="ミ" logoUrl={logo} />);
    const elements: Element[] = [];
    for (let retry = 0; retry < ICON_LOAD_RETRY; retry += 1) {
      const img = container.querySelector("img");
      expect(img).not.toBeNull();
      elements.push(img!);
      fireEvent.error(img!);
      // Not before the delay.
      expect(container.querySelector("img")).toBe(img);
      act(() => jest.advanceTimersByTime(ICON_RETRY_DELAY_MS));
      expect(container.querySelector("img")).not.toBe(img);
    }
    const last = container.querySelector("img");
    expect(last).toHaveAttribute("src", `/_img?url=${logo}&w=320&h=320&fm=webp&q=75&fit=cover`);
    fireEvent.error(last!);
    expect(container.querySelector("img")).toBeNull();
    expect(container).toHaveTextContent("ミ");
    act(() => jest.advanceTimersByTime(ICON_RETRY_DELAY_MS * 5));
    expect(container.querySelector("img")).toBeNull();
    expect(new Set(elements).size).toBe(ICON_LOAD_RETRY);
  });

  it("keeps a logo that loads after a retry", () => {
    jest.useFakeTimers();
    const { container } = render(<CompanyAvatar initialChar="ミ" logoUrl={logo} />);
    fireEvent.error(container.querySelector("img")!);
    act(() => jest.advanceTimersByTime(ICON_RETRY_DELAY_MS));
    fireEvent.load(container.querySelector("img")!);
    act(() => jest.advanceTimersByTime(ICON_RETRY_DELAY_MS * 5));
    expect(container.querySelector("img")).not.toBeNull();
  });

  it("starts over for another logo", () => {
    jest.useFakeTimers();
    const { container, rerender } = render(<CompanyAvatar initialChar="ミ" logoUrl={logo} />);
    for (let attempt = 0; attempt <= ICON_LOAD_RETRY; attempt += 1) {
      fireEvent.error(container.querySelector("img")!);
      act(() => jest.advanceTimersByTime(ICON_RETRY_DELAY_MS));
    }
    expect(container.querySelector("img")).toBeNull();
    rerender(<CompanyAvatar initialChar="ミ" logoUrl="/media/sample/companies/8/logo-1a2b3c4d.png" />);
    expect(container.querySelector("img")).not.toBeNull();
  });
});
