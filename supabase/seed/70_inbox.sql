-- Inbox demo (issue 14): a short conversation between Annelies (…03) and her contact (…05), with
-- one message Annelies has not read yet (the counter and the red dot show it).
insert into public.direct_messages (sender_id, receiver_id, body, created_at, seen_at) values
  ('00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000003',
   '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Fijn dat je mijn verzoek hebt geaccepteerd! Hoe gaat het deze week met je handen?"}]}]}',
   now() - interval '28 days', now() - interval '28 days'),
  ('00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000005',
   '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Wisselend. Ochtenden zijn lastig, maar warm water helpt. En bij jou?"}]}]}',
   now() - interval '27 days', now() - interval '27 days'),
  ('00000000-0000-4000-8000-000000000005', '00000000-0000-4000-8000-000000000003',
   '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Ik probeer nu de warmwaterbaden van de reumavereniging. Zin om een keer mee te gaan?"}]}]}',
   now() - interval '1 day', null);

insert into public.notifications (user_id, kind, body, link, actor_id, created_at)
select '00000000-0000-4000-8000-000000000003', 'message.new', p.username || ' heeft je een bericht gestuurd.',
       '/account/berichten/00000000-0000-4000-8000-000000000005/', p.id, now() - interval '1 day'
from public.profiles p where p.id = '00000000-0000-4000-8000-000000000005';
