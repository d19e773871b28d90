import * as React from "react";
import { render, screen } from "@testing-library/react";
import { api } from "@/lib/api";
import HealthcheckPage from "./healthcheck";

jest.mock("@/lib/api", () => ({ api: { getHealthcheck: jest.fn() } }));

const getHealthcheck = jest.mocked(api.getHealthcheck);

describe("healthcheck page", () => {
  it("shows OK and a healthy database", async () => {
    getHealthcheck.mockResolvedValue({ status: "ok", database: "reachable" });
    render(<HealthcheckPage />);
    expect(screen.getByTestId("static-status")).toHaveTextContent("OK");
    expect(screen.getByText("確認中…")).toBeInTheDocument();
    expect(await screen.findByText("正常")).toBeInTheDocument();
  });

  it("shows an unhealthy database when the check fails", async () => {
    getHealthcheck.mockRejectedValue(new Error("Response returned an error code"));
    render(<HealthcheckPage />);
    expect(await screen.findByText("異常")).toBeInTheDocument();
  });
});
