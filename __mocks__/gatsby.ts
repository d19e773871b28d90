/**
 * Jest mock of "gatsby" (picked up automatically for every test, next to node_modules):
 * Link renders a plain <a>, graphql is an inert tag, useStaticQuery returns `defaultStaticQueryData`
 * unless a test overrides it with `jest.mocked(useStaticQuery).mockReturnValue(...)`.
 */
import * as React from "react";

const gatsby = jest.requireActual("gatsby");

export const defaultStaticQueryData = {
  site: {
    buildTime: "2025-04-01T03:00:00.000Z",
    siteMetadata: {
      title: "ミライキャリア",
      siteUrl: "https://mirai-career.example",
    },
  },
  allFeatureFlag: {
    nodes: [{ key: "renewal_oc_web_logo", enabled: true }],
  },
};

type MockLinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string;
  activeClassName?: string;
  activeStyle?: object;
  getProps?: unknown;
  innerRef?: unknown;
  partiallyActive?: boolean;
  replace?: boolean;
  state?: unknown;
};

const Link = jest.fn().mockImplementation(
  // Gatsby-only props are dropped so that they do not reach the DOM.
  ({
    to,
    activeClassName: _a,
    activeStyle: _s,
    getProps: _g,
    innerRef: _i,
    partiallyActive: _p,
    replace: _r,
    state: _st,
    ...rest
  }: MockLinkProps) => React.createElement("a", { ...rest, href: to }),
);

module.exports = {
  ...gatsby,
  __esModule: true,
  defaultStaticQueryData,
  graphql: jest.fn(),
  Link,
  navigate: jest.fn(),
  Slice: jest
    .fn()
    .mockImplementation(({ alias, ...rest }: { alias: string }) =>
      React.createElement("div", { ...rest, "data-test-slice-alias": alias }),
    ),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(() => defaultStaticQueryData),
};
