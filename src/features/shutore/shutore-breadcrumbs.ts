import type { Breadcrumb } from "@/components/detail-page/breadcrumbs";
import { SHUTORE_PATH } from "@core/shutore-routes";

const root: Breadcrumb[] = [
  { name: "ホーム", path: "/" },
  { name: "シュトレ", path: SHUTORE_PATH },
];

export function shutoreBreadcrumbs(...trail: Breadcrumb[]): Breadcrumb[] {
  return [...root, ...trail];
}
