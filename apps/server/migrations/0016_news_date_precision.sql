-- How much of a news item's date was published: the day, or only its month or year, or no date
-- at all. The site shows only that much ("October 2024"); `date` stays the day the list sorts by
-- (the first day of the month or year, or for an undated post the day of the post entered before
-- it), so ordering and paging are unchanged. Posts written since chose their day: 'day'.
ALTER TABLE news ADD COLUMN date_precision text NOT NULL DEFAULT 'day'
  CHECK (date_precision IN ('day', 'month', 'year', 'undated'));
-- The first seed stored the posts published with a month alone as the 1st of it, and the Chipata
-- post, published with no date, as the day of the post before it. Those rows, where no editor has
-- saved them since (version 1, the seed's title and day), get the precision they were published with.
UPDATE news SET date_precision = 'month'
  WHERE version = 1 AND (
    (title = 'Resolutions of the 2024 AGM' AND date = '2024-10-01')
    OR (title = 'Group health insurance scheme for members' AND date = '2024-08-01')
    OR (title = 'Copperbelt CPD day on emergency care of children' AND date = '2024-11-01'));
UPDATE news SET date_precision = 'undated'
  WHERE version = 1 AND title = 'Eastern Province distribution at Chipata Central Hospital'
    AND date = '2024-04-05';
