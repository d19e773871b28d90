import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { queryRegistrationChoices, withBuildDatabase } from "../catalogue-source";
import {
  REGISTRATION_CHOICES_PATH,
  SCHOOL_DIRECTORY_PATH,
  type NamedChoice,
  type RegistrationChoices,
  type SchoolDirectory,
} from "../core/registration/registration-choices";

function named(rows: unknown[]): NamedChoice[] {
  return rows.map((row) => {
    const { id, name } = row as { id: unknown; name: unknown };
    if (typeof name !== "string" || !Number.isInteger(Number(id)))
      throw new Error(`registration choices: unexpected row ${JSON.stringify(row)}`);
    return { id: Number(id), name };
  });
}

function writeJson(publicDir: string, urlPath: string, value: unknown): void {
  const file = path.join(publicDir, urlPath);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(value));
}

/**
 * The registration forms' choice lists as two static files, so the questionnaire needs no master-data function:
 * the small lists every step uses, and the school directory that only the affiliation step fetches.
 */
export async function writeRegistrationChoices(publicDir: string): Promise<void> {
  const rows = await withBuildDatabase(queryRegistrationChoices);
  const choices: RegistrationChoices = {
    jobTypes: named(rows.jobTypes),
    companyChoiceFactorTypes: named(rows.companyChoiceFactorTypes),
    businessCategories: named(rows.businessCategories),
    prefectures: named(rows.prefectures),
    departmentCategories: named(rows.departmentCategories),
  };
  const schools: SchoolDirectory = {
    universities: rows.universities as SchoolDirectory["universities"],
    departments: rows.departments as SchoolDirectory["departments"],
    concentrations: rows.concentrations as SchoolDirectory["concentrations"],
    highSchools: rows.highSchools as SchoolDirectory["highSchools"],
  };
  writeJson(publicDir, REGISTRATION_CHOICES_PATH, choices);
  writeJson(publicDir, SCHOOL_DIRECTORY_PATH, schools);
}
