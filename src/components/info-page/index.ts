export { InfoPage, type InfoPageProps } from "./info-page";
export type { InfoSection } from "./info-section";
export { TableOfContents } from "./table-of-contents";
export { TableScroll } from "./table-scroll";
