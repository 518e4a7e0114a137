-- Visitors' newsletter subscriptions by double opt-in (issue 38, decision 390).
--
-- A row exists only after the person clicked the link in the confirmation mail: the request itself
-- stores nothing but the rate limits' HMAC counters (app_private.rate_limits); the address travels
-- in the mailed link, signed with APP_SECRET (functions/newsletter/token.ts). Only the functions'
-- service role reads or writes this table; no API role sees it.

create table public.newsletter_subscribers (
  id bigint generated always as identity primary key,
  email text not null,
  confirmed_at timestamptz not null default now(),
  constraint newsletter_subscribers_email_lower check (email = lower(email)),
  constraint newsletter_subscribers_email_shape check (char_length(email) between 3 and 254 and position('@' in email) > 1)
);

comment on table public.newsletter_subscribers is 'Addresses that confirmed the newsletter by the mailed link (double opt-in), and when.';

create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (email);

alter table public.newsletter_subscribers enable row level security;
revoke all on table public.newsletter_subscribers from public, anon, authenticated, service_role;
grant select, insert, delete on table public.newsletter_subscribers to service_role;
grant usage on sequence public.newsletter_subscribers_id_seq to service_role;
