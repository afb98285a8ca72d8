-- The care service's state. Everything a patient wrote or the care team noted about a request is
-- sealed (AES-256-GCM) with that request's own key in request_keys: erasing a request deletes its
-- key, so no copy of its sealed bytes (dead rows, the write-ahead log, a backup) can be read again.

create table requests (
  reference text primary key,
  -- null for a patient's request; 'application' for a surgeon's application.
  kind text,
  received_at timestamptz not null,
  -- When it last arrived or changed: retention counts from here.
  touched_at timestamptz not null,
  status text not null default 'new',
  -- The sent fields, the consent and the reports' names and checksums, as sealed JSON.
  sealed bytea not null
);
create index requests_by_received on requests (received_at desc);
create index requests_by_status on requests (status, received_at desc);
create index requests_by_touched on requests (touched_at);

create table request_keys (
  reference text primary key references requests (reference) on delete cascade,
  key bytea not null
);

create table reports (
  reference text not null references requests (reference) on delete cascade,
  position integer not null,
  size integer not null,
  sealed bytea not null,
  primary key (reference, position)
);

create table events (
  id serial primary key,
  reference text not null references requests (reference) on delete cascade,
  at timestamptz not null,
  by_account text not null,
  status text not null,
  -- The care team's note, sealed with the request's key.
  sealed_note bytea not null
);
create index events_by_reference on events (reference, id);

create table outbox (
  id text primary key,
  -- The order messages were written in.
  seq serial not null,
  kind text not null,
  reference text references requests (reference) on delete cascade,
  recipient text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null,
  attempts integer not null default 0,
  not_before timestamptz not null,
  -- A sender that took the message holds it until then (another server may take it after).
  leased_until timestamptz,
  sent_at timestamptz,
  -- The mail server refused it for good (a 5xx answer): never tried again.
  undeliverable_at timestamptz,
  last_error text
);
create index outbox_waiting on outbox (created_at, seq) where sent_at is null and undeliverable_at is null;

-- The last time an email of a kind went to an address (a hash of it): one acknowledgement an hour,
-- one newsletter confirmation a day, one sign-in warning an hour.
create table mail_limits (
  kind text not null,
  recipient_hash text not null,
  last_at timestamptz not null,
  primary key (kind, recipient_hash)
);

create table subscriptions (
  id text primary key,
  email text not null,
  confirm_hash text not null unique,
  unsubscribe_hash text not null unique,
  created_at timestamptz not null,
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);

create table sessions (
  -- A hash of the cookie's id: the table alone signs no one in.
  id_hash text primary key,
  email text not null,
  stamp text not null,
  csrf text not null,
  created_at timestamptz not null,
  last_seen timestamptz not null
);
create index sessions_by_email on sessions (email);

create table sign_in_failures (
  key text not null,
  at timestamptz not null
);
create index sign_in_failures_by_key on sign_in_failures (key, at);

create table audit (
  id serial primary key,
  at timestamptz not null,
  who text not null,
  action text not null,
  reference text,
  detail jsonb not null default '{}'
);
create index audit_by_at on audit (at);

-- A store folder of JSON lines (the state before this database) imported once.
create table store_imports (
  source text primary key,
  imported_at timestamptz not null default now(),
  counts jsonb not null
);
