-- Inbox performance (issue 14 "Performance"): the contact check and a conversation page's message
-- ids are answered from indexes alone (index-only scans), so a page reads only its own messages.
--
--   contact_links_accepted_pair_idx  are_contacts(): only accepted links, with the two columns the
--                                    expression needs (an expression index is only used index-only
--                                    when the columns in the expression are in it too).
--   direct_messages_pair_page_idx    a conversation newest first, with the columns the page's
--                                    filter and order need; replaces direct_messages_pair_idx. The
--                                    body is not included: a 4,000-character message can exceed a
--                                    b-tree entry's size limit.

create index contact_links_accepted_pair_idx on public.contact_links
  (least(requester_id, receiver_id), greatest(requester_id, receiver_id))
  include (requester_id, receiver_id)
  where status = 'accepted';

create index direct_messages_pair_page_idx on public.direct_messages
  (least(sender_id, receiver_id), greatest(sender_id, receiver_id), id desc)
  include (sender_id, receiver_id);

drop index public.direct_messages_pair_idx;
