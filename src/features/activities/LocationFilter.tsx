/**
 * The location filter (spec 001 §5): postcode, house number and distance (all, 5, 10, 20, 50, 100
 * km). On "Zoek in de buurt" the postcode is checked with the Dutch rule (an invalid one shows
 * Gids:Filter:PostcodeErr and nothing is located), then looked up (GET /postcodenl); the point goes
 * into the address. Changing the postcode or house number resets the distance to "all". Once an
 * address is located, a new distance applies at once, like the other filters.
 * Errors appear at their field and change only when the form is sent again. The distance filter needs
 * a distance (spec 001: postcode, house number and distance): sent without one, the distance field
 * says so and nothing is located (issue 41: it used to change nothing and say nothing).
 */
import { useEffect, useState, type FormEvent } from "react";
import { DISTANCE_OPTIONS, type DistanceOption } from "../../domain/activities/distance";
import { formatPostcode, isDutchPostcode, isHouseNumber, normalisePostcode } from "../../domain/postcode";
import type { GuideQuery } from "../../domain/activities/query";
import { FieldError } from "../../platform/forms/FieldError";
import { TextField } from "../../platform/forms/TextField";
import { ApiError } from "../../platform/http";
import { lookUpPostcode } from "./api";
import type { UpdateQuery } from "./useGuideQuery";
import activities from "../../i18n/locales/nl/activities.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ activities });

type Errors = { postcode?: string; houseNumber?: string; distance?: string; form?: string };

export function LocationFilter({ query, onChange }: { query: GuideQuery; onChange: UpdateQuery }) {
  const [postcode, setPostcode] = useState(query.postcode ? formatPostcode(query.postcode) : "");
  const [houseNumber, setHouseNumber] = useState(query.houseNumber);
  const [distance, setDistance] = useState<DistanceOption>(query.distance);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  // Back, forward and "remove all" change the address: the form follows it.
  useEffect(() => {
    setPostcode(query.postcode ? formatPostcode(query.postcode) : "");
    setHouseNumber(query.houseNumber);
    setDistance(query.distance);
  }, [query.postcode, query.houseNumber, query.distance]);

  function edited(field: "postcode" | "houseNumber", value: string) {
    if (field === "postcode") setPostcode(value);
    else setHouseNumber(value);
    setDistance(0);
    if (query.distance !== 0) onChange({ ...query, distance: 0, page: null }, { replace: true });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const next: Errors = {};
    const code = normalisePostcode(postcode);
    if (!isDutchPostcode(code)) next.postcode = t("filter.postcodeErr");
    if (!isHouseNumber(houseNumber)) next.houseNumber = t("filter.houseNumberErr");
    if (distance === 0) next.distance = t("filter.distanceMissing");
    if (next.postcode || next.houseNumber || next.distance) {
      setErrors(next);
      return;
    }
    setBusy(true);
    try {
      const point = await lookUpPostcode(code, houseNumber.trim());
      setErrors({});
      onChange({
        ...query,
        postcode: code,
        houseNumber: houseNumber.trim(),
        distance,
        lat: point.Lat,
        long: point.Long,
        page: null,
      });
    } catch (error) {
      const api = error instanceof ApiError ? error : null;
      if (api?.status === 404 || api?.status === 400)
        setErrors({
          postcode: api.fieldError("Postcode") ?? t("filter.notRecognised"),
          houseNumber: api.fieldError("HouseNumber"),
        });
      else setErrors({ form: api?.message ?? t("page.loadFailed") });
    } finally {
      setBusy(false);
    }
  }

  const located = query.lat !== null && query.long !== null && query.postcode && query.houseNumber;
  const sameAddress =
    located && normalisePostcode(postcode) === query.postcode && houseNumber.trim() === query.houseNumber;

  function choseDistance(km: DistanceOption) {
    setDistance(km);
    if (sameAddress && km !== query.distance) onChange({ ...query, distance: km, page: null });
  }

  return (
    <form
      className="guide-location"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={busy || undefined}
    >
      {errors.form ? (
        <p className="field__error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="guide-location__row">
        <TextField
          id="guide-postcode"
          name="postcode"
          label={t("filter.postcode")}
          hint={t("filter.postcodeHint")}
          value={postcode}
          onValueChange={(value) => edited("postcode", value)}
          error={errors.postcode}
          autoComplete="postal-code"
          maxLength={7}
          className="guide-location__postcode"
        />
        <TextField
          id="guide-house-number"
          name="houseNumber"
          label={t("filter.houseNumber")}
          value={houseNumber}
          onValueChange={(value) => edited("houseNumber", value)}
          error={errors.houseNumber}
          inputMode="numeric"
          maxLength={5}
          className="guide-location__number"
        />
      </div>
      <div className={errors.distance ? "field field--invalid" : "field"}>
        <label className="field__label" htmlFor="guide-distance">
          {t("filter.distance")}
        </label>
        {errors.distance ? <FieldError id="guide-distance-error" message={errors.distance} /> : null}
        <div className="field__control">
          <select
            id="guide-distance"
            className="field__input"
            aria-invalid={errors.distance ? true : undefined}
            aria-describedby={errors.distance ? "guide-distance-error" : undefined}
            value={distance}
            onChange={(event) => choseDistance(Number(event.target.value) as DistanceOption)}
          >
            {DISTANCE_OPTIONS.map((km) => (
              <option key={km} value={km}>
                {km === 0 ? t("filter.distanceAll") : t("filter.distanceKm", { km })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <button type="submit" className="button button--secondary" aria-disabled={busy || undefined}>
        {busy ? t("filter.locating") : t("filter.locate")}
      </button>
      {located ? (
        <p className="guide-location__status">
          {query.distance
            ? t("filter.located", {
                km: query.distance,
                postcode: formatPostcode(query.postcode),
                houseNumber: query.houseNumber,
              })
            : t("filter.locatedAll", { postcode: formatPostcode(query.postcode), houseNumber: query.houseNumber })}
        </p>
      ) : null}
    </form>
  );
}
