/** The registration questionnaire's choice lists, written at build time (gatsby/registration-choices.ts). */
export interface NamedChoice {
  id: number;
  name: string;
}

export interface RegistrationChoices {
  jobTypes: NamedChoice[];
  companyChoiceFactorTypes: NamedChoice[];
  businessCategories: NamedChoice[];
  prefectures: NamedChoice[];
  departmentCategories: NamedChoice[];
}

export interface SchoolDirectory {
  universities: { id: number; name: string; kana: string }[];
  departments: { id: number; university_id: number; department_category_id: number; name: string }[];
  concentrations: { id: number; department_id: number; name: string }[];
  highSchools: { id: number; name: string; prefecture: string }[];
}

export const REGISTRATION_CHOICES_PATH = "/registration-data/choices.json";
export const SCHOOL_DIRECTORY_PATH = "/registration-data/schools.json";
