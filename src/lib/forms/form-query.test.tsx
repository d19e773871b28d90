import { render, screen } from "@testing-library/react";
import * as React from "react";
import { formQuery } from "./form-query";

describe("formQuery", () => {
  it("reads the values the controls show, in order, including repeated names and edits React never saw", () => {
    render(
      <form aria-label="f">
        <input name="q" defaultValue="営業" />
        <select name="industry" defaultValue="" aria-label="業界">
          <option value="">すべて</option>
          <option value="5">商社</option>
        </select>
        <input type="checkbox" name="pref" value="13" defaultChecked />
        <input type="checkbox" name="pref" value="27" defaultChecked />
        <input type="checkbox" name="pref" value="40" />
      </form>,
    );
    (screen.getByLabelText("業界") as HTMLSelectElement).value = "5";
    expect(formQuery(screen.getByRole("form", { name: "f" }) as HTMLFormElement).toString()).toBe(
      "q=%E5%96%B6%E6%A5%AD&industry=5&pref=13&pref=27",
    );
  });
});
