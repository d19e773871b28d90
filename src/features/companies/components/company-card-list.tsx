import * as React from "react";
import { CardGrid } from "@/components/card-grid/card-grid";
import type { CompanyCardData } from "../company-card-data";
import { CompanyCard } from "./company-card";

export function CompanyCardList({
  companies,
  emptyMessage,
}: {
  companies: readonly CompanyCardData[];
  emptyMessage: string;
}) {
  return (
    <CardGrid
      items={companies}
      itemKey={(company) => company.db_id}
      renderItem={(company) => <CompanyCard company={company} />}
      emptyMessage={emptyMessage}
    />
  );
}
