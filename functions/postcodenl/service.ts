/**
 * Postcode look-up for the guide's distance filter (spec 001 §5, §7, §8): a Dutch postcode and a
 * house number without suffix to coordinates, through the geocoder interface (PDOK Locatieserver
 * with GEOCODER=pdok, the demo postcode table otherwise). Rate limited per client IP, because in
 * production every call is passed on to PDOK.
 */
import { isDutchPostcode, isHouseNumber, normalisePostcode } from "../../src/domain/postcode";
import type { Db } from "../_shared/db";
import { Invalid, NotFound } from "../_shared/errors";
import type { Geocoder } from "../_shared/geocoder";
import { consumeRateLimits, type RatePolicy } from "../_shared/rate-limit";

export const POSTCODE_RATE_POLICY: RatePolicy = { bucket: "postcodenl:ip", limit: 60, windowSeconds: 10 * 60 };

export type PostcodeDeps = { db: Db; geocoder: Geocoder; appSecret: string };

export type PostcodeAnswer = { Lat: number; Long: number };

export async function lookUpPostcode(
  deps: PostcodeDeps,
  postcodeText: string,
  houseNumberText: string,
  ip: string,
): Promise<PostcodeAnswer> {
  const postcode = normalisePostcode(postcodeText);
  const fields: Record<string, string[]> = {};
  if (!isDutchPostcode(postcode)) fields.Postcode = ["activities:filter.postcodeErr"];
  if (!isHouseNumber(houseNumberText)) fields.HouseNumber = ["activities:filter.houseNumberErr"];
  if (Object.keys(fields).length) throw new Invalid(fields);
  await consumeRateLimits(deps.db, deps.appSecret, [{ policy: POSTCODE_RATE_POLICY, subject: ip }]);
  const location = await deps.geocoder.locate(postcode, Number(houseNumberText.trim()));
  if (!location) {
    throw new NotFound({
      code: "AddressNotRecognised",
      messageKey: "activities:filter.notRecognised",
      fields: { Postcode: ["activities:filter.notRecognised"] },
    });
  }
  return { Lat: location.lat, Long: location.long };
}
