import { apiPaths } from "../../../core/api-paths";
import {
  chosenCooperatingSitesResponseSchema,
  chosenCooperatingSitesSchema,
} from "../../../core/api/cooperating-sites";
import {
  studentEndeavorRequestSchema,
  studentEndeavorResponseSchema,
  userActivitiesResponseSchema,
  userActivitiesSchema,
} from "../../../core/api/user-registration-activities";
import {
  mailMagazineOptionResponseSchema,
  mailMagazineOptionSchema,
  preferredBusinessCategoriesResponseSchema,
  preferredBusinessCategoriesSchema,
  preferredCompanyChoiceFactorTypesResponseSchema,
  preferredCompanyChoiceFactorTypesSchema,
  preferredJobTypesResponseSchema,
  preferredJobTypesSchema,
  preferredWorkPrefecturesResponseSchema,
  preferredWorkPrefecturesSchema,
  scoutOptionRequestSchema,
  scoutOptionResponseSchema,
} from "../../../core/api/user-registration-preferences";
import {
  affiliationRequestSchema,
  affiliationResponseSchema,
  basicInformationRequestSchema,
  basicInformationResponseSchema,
} from "../../../core/api/user-registration-profile";
import { loadActivities, loadStudentEndeavor, saveActivities, saveStudentEndeavor } from "../activity-services";
import { loadAffiliation, saveAffiliation } from "../affiliation-service";
import { loadBasicInformation, saveBasicInformation } from "../basic-information-service";
import { loadChosenCooperatingSites, saveChosenCooperatingSites } from "../cooperating-site-services";
import { loadMailMagazineOption, saveMailMagazineOption } from "../mail-magazine-service";
import {
  loadPreferredBusinessCategories,
  loadPreferredCompanyChoiceFactorTypes,
  loadPreferredJobTypes,
  loadPreferredWorkPrefectures,
  loadScoutOption,
  savePreferredBusinessCategories,
  savePreferredCompanyChoiceFactorTypes,
  savePreferredJobTypes,
  savePreferredWorkPrefectures,
  saveScoutOption,
} from "../preference-services";
import { answerRoutes } from "./answer-route-pair";
import { registrationCompleted } from "./documented-responses";

/** GET/PUT /api/v1/user_registrations/user_registration_{name} for the 11 kinds of answers (spec §7). */
export const answerRouteList = [
  ...answerRoutes({
    path: apiPaths.userRegistrationUserActivities,
    operationName: "UserActivities",
    what: "activities (学生時代の活動)",
    body: userActivitiesSchema,
    response: userActivitiesResponseSchema,
    load: loadActivities,
    save: saveActivities,
  }),
  ...answerRoutes({
    path: apiPaths.userRegistrationAffiliation,
    operationName: "Affiliation",
    what: "affiliation (school, department, graduation year)",
    body: affiliationRequestSchema,
    response: affiliationResponseSchema,
    load: loadAffiliation,
    save: (db, userId, body) => saveAffiliation(db, userId, body),
  }),
  ...answerRoutes({
    path: apiPaths.userRegistrationBasicInformation,
    operationName: "BasicInformation",
    what: "basic information (name, date of birth, address, phone)",
    body: basicInformationRequestSchema,
    response: basicInformationResponseSchema,
    load: loadBasicInformation,
    save: saveBasicInformation,
  }),
  ...answerRoutes({
    path: apiPaths.userRegistrationCooperatingSites,
    operationName: "CooperatingSites",
    what: "chosen cooperating sites",
    body: chosenCooperatingSitesSchema,
    response: chosenCooperatingSitesResponseSchema,
    load: loadChosenCooperatingSites,
    save: (db, userId, body) => saveChosenCooperatingSites(db, userId, body.cooperating_site_ids),
    putResponses: registrationCompleted,
  }),
  ...answerRoutes({
    path: apiPaths.userRegistrationMailMagazineOption,
    operationName: "MailMagazineOption",
    what: "mail magazine choices (mail campaign types) and information needs",
    body: mailMagazineOptionSchema,
    response: mailMagazineOptionResponseSchema,
    load: loadMailMagazineOption,
    save: saveMailMagazineOption,
  }),
  ...answerRoutes({
    path: apiPaths.userRegistrationPreferredBusinessCategories,
    operationName: "PreferredBusinessCategories",
    what: "preferred industries by priority",
    body: preferredBusinessCategoriesSchema,
    response: preferredBusinessCategoriesResponseSchema,
    load: loadPreferredBusinessCategories,
    save: savePreferredBusinessCategories,
  }),
  ...answerRoutes({
    path: apiPaths.userRegistrationPreferredJobTypes,
    operationName: "PreferredJobTypes",
    what: "preferred job types by priority",
    body: preferredJobTypesSchema,
    response: preferredJobTypesResponseSchema,
    load: loadPreferredJobTypes,
    save: savePreferredJobTypes,
  }),
  ...answerRoutes({
    path: apiPaths.userRegistrationPreferredWorkPrefectures,
    operationName: "PreferredWorkPrefectures",
    what: "preferred work prefectures",
    body: preferredWorkPrefecturesSchema,
    response: preferredWorkPrefecturesResponseSchema,
    load: loadPreferredWorkPrefectures,
    save: savePreferredWorkPrefectures,
  }),
  ...answerRoutes({
    path: apiPaths.userRegistrationPreferredCompanyChoiceFactorTypes,
    operationName: "PreferredCompanyChoiceFactorTypes",
    what: "company choice factors (就活の軸)",
    body: preferredCompanyChoiceFactorTypesSchema,
    response: preferredCompanyChoiceFactorTypesResponseSchema,
    load: loadPreferredCompanyChoiceFactorTypes,
    save: savePreferredCompanyChoiceFactorTypes,
  }),
  ...answerRoutes({
    path: apiPaths.userRegistrationScoutOption,
    operationName: "ScoutOption",
    what: "scout option (read back as scout_approved)",
    body: scoutOptionRequestSchema,
    response: scoutOptionResponseSchema,
    load: loadScoutOption,
    save: (db, userId, body) => saveScoutOption(db, userId, body.receive_scout_message),
  }),
  ...answerRoutes({
    path: apiPaths.userRegistrationStudentEndeavors,
    operationName: "StudentEndeavors",
    what: "student endeavor (ガクチカ)",
    body: studentEndeavorRequestSchema,
    response: studentEndeavorResponseSchema,
    load: loadStudentEndeavor,
    save: (db, userId, body) => saveStudentEndeavor(db, userId, body.content),
  }),
];
