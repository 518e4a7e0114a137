/**
 * The profile block of the account sidebar: photo (90×90, default avatar without one), username,
 * member since (month and year in Dutch), and adding, changing or removing the photo. Removing asks
 * for confirmation in a modal dialog. Errors and confirmations are announced in place.
 */
import { useRef, useState, type ChangeEvent } from "react";
import type { ProfileView } from "../../domain/profile";
import { ApiError } from "../../platform/http";
import { deletePhoto, uploadPhoto } from "../../features/profile/api";
import { setOwnProfile } from "../../features/profile/useOwnProfile";
import { formatMonthYear } from "../../components/dates";
import { ConfirmDialog } from "../../components/dialog/ConfirmDialog";
import { DefaultAvatar } from "../../components/DefaultAvatar";
import accountShell from "../../i18n/locales/nl/accountShell.json";
import errors from "../../i18n/locales/nl/errors.json";
import { textsOf } from "../../i18n/texts";

const t = textsOf({ accountShell, errors });

type Message = { kind: "error" | "done"; text: string };

/**
 * The block's place while the profile loads: its lines with the texts known beforehand, unseen, so
 * the account links below do not move when the profile arrives (issue 24).
 */
export function ProfileBlockPlaceholder() {
  return (
    <div className="profile-block profile-block--loading" aria-hidden="true">
      <span className="profile-block__photo profile-block__placeholder" />
      <p className="profile-block__name">&nbsp;</p>
      <p className="profile-block__since">&nbsp;</p>
      <div className="profile-block__actions">
        <span className="button button--secondary">{t("sidebar.uploadPhoto")}</span>
      </div>
      <p className="profile-block__hint">{t("sidebar.photoHint")}</p>
      <div className="profile-block__status" />
    </div>
  );
}

export function ProfileBlock({ profile }: { profile: ProfileView }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  function failure(error: unknown): Message {
    const text = error instanceof ApiError ? (error.fieldError("photo") ?? error.message) : t("errors:generic");
    return { kind: "error", text };
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      setOwnProfile(await uploadPhoto(file));
      setMessage({ kind: "done", text: t("sidebar.photoSaved") });
    } catch (error) {
      setMessage(failure(error));
    } finally {
      setBusy(false);
    }
  }

  async function onRemove() {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      setOwnProfile(await deletePhoto());
      setConfirming(false);
      setMessage({ kind: "done", text: t("sidebar.photoRemoved") });
    } catch (error) {
      setConfirming(false);
      setMessage(failure(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="profile-block">
      {profile.PhotoUrl ? (
        <img
          className="profile-block__photo"
          src={profile.PhotoUrl}
          width={90}
          height={90}
          alt={t("sidebar.photoAlt", { username: profile.Username })}
        />
      ) : (
        <DefaultAvatar name={profile.Username} label={t("sidebar.defaultPhotoAlt")} />
      )}
      <p className="profile-block__name">{profile.Username}</p>
      <p className="profile-block__since">{t("sidebar.memberSince", { date: formatMonthYear(profile.MemberSince) })}</p>

      <input
        ref={fileRef}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        hidden
        onChange={(event) => void onFile(event)}
      />
      <div className="profile-block__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-describedby="profile-block-photo-hint"
          aria-disabled={busy || undefined}
          onClick={() => !busy && fileRef.current?.click()}
        >
          {busy ? t("sidebar.uploading") : profile.PhotoUrl ? t("sidebar.changePhoto") : t("sidebar.uploadPhoto")}
        </button>
        {profile.PhotoUrl ? (
          <button type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
            {t("sidebar.removePhoto")}
          </button>
        ) : null}
      </div>
      <p className="profile-block__hint" id="profile-block-photo-hint">
        {t("sidebar.photoHint")}
      </p>
      <div aria-live="polite" className="profile-block__status">
        {message?.kind === "done" ? <p className="notice">{message.text}</p> : null}
      </div>
      {message?.kind === "error" ? (
        <p className="profile-block__error" role="alert">
          {message.text}
        </p>
      ) : null}

      {confirming ? (
        <ConfirmDialog
          title={t("removeDialog.title")}
          text={t("removeDialog.text")}
          confirmLabel={t("removeDialog.confirm")}
          cancelLabel={t("removeDialog.cancel")}
          busy={busy}
          onConfirm={() => void onRemove()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
