/** The activity submission form's values: one edition, the whole form, the body it sends, field ids and order. */
import type { ActivitySubmissionBody } from "../../domain/activities/submission";

export type EditionValues = {
  key: number;
  Date: string;
  EndDate: string;
  StartTime: string;
  EndTime: string;
  LocationLabel: string;
  Street: string;
  HouseNumber: string;
  Postcode: string;
  City: string;
  SignupURL: string;
  StepFreeAccess: boolean;
  Seating: boolean;
  AccessibleToilet: boolean;
  Parking: boolean;
};

export type Values = {
  OrganizationName: string;
  OrganizationUrl: string;
  ContactName: string;
  ContactEmail: string;
  Title: string;
  PhysicalActivityType: string;
  Description: string;
  SignupText: string;
  PracticalInformation: string;
  Terms: number[];
  OnlineAlternative: boolean;
  Exertion: number | null;
  Editions: EditionValues[];
};

let editionKey = 0;
export const emptyEdition = (): EditionValues => ({
  key: (editionKey += 1),
  Date: "",
  EndDate: "",
  StartTime: "",
  EndTime: "",
  LocationLabel: "",
  Street: "",
  HouseNumber: "",
  Postcode: "",
  City: "",
  SignupURL: "",
  StepFreeAccess: false,
  Seating: false,
  AccessibleToilet: false,
  Parking: false,
});

export const emptyValues = (): Values => ({
  OrganizationName: "",
  OrganizationUrl: "",
  ContactName: "",
  ContactEmail: "",
  Title: "",
  PhysicalActivityType: "",
  Description: "",
  SignupText: "",
  PracticalInformation: "",
  Terms: [],
  OnlineAlternative: false,
  Exertion: null,
  Editions: [emptyEdition()],
});

export function bodyOf(values: Values): ActivitySubmissionBody {
  return {
    ...values,
    PhysicalActivityType: values.PhysicalActivityType as ActivitySubmissionBody["PhysicalActivityType"],
    Exertion: values.Exertion as ActivitySubmissionBody["Exertion"],
    Editions: values.Editions.map(({ key: _key, ...edition }) => edition),
  };
}

export const fieldId = (path: string) => `submit-${path.replace(/\./g, "-")}`;
export const SUMMARY_ID = "submit-errors";

/** The order of the fields on the page, for the summary. */
export function fieldOrder(values: Values): string[] {
  const top = [
    "OrganizationName",
    "OrganizationUrl",
    "ContactName",
    "ContactEmail",
    "Title",
    "PhysicalActivityType",
    "Description",
    "SignupText",
    "PracticalInformation",
    "Terms",
    "Exertion",
    "Editions",
  ];
  const editionFields = [
    "Date",
    "EndDate",
    "StartTime",
    "EndTime",
    "LocationLabel",
    "Street",
    "HouseNumber",
    "Postcode",
    "City",
    "SignupURL",
  ];
  return [...top, ...values.Editions.flatMap((_, index) => editionFields.map((field) => `Editions.${index}.${field}`))];
}
