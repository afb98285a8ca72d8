-- The language of the patient's side: a private link remembers the language it was asked for in
-- (the "Your request" page's, or the request's reply language), and the session it opens keeps it,
-- so the pages that belong to no one request (the list of requests, a page not found) speak it too.
-- A language tag of the site (content/site/site.json), never anything of the request; null: the site's first.

alter table patient_links add column language text;
alter table patient_sessions add column language text;
