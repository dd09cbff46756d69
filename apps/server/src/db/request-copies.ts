/**
 * The copies a reading request keeps of its meter and building, filled from the tables for the rows
 * that lack them: by migrations 0013 (`search_text`) and 0014 (`sub_meter`) for the requests already
 * there, and by the bench's bulk load, which writes with the triggers that keep them switched off.
 */

/** Every request's `search_text`: its meter's text, a space, its building's. */
export const REQUEST_SEARCH_TEXT_BACKFILL = `
  UPDATE reading_requests rr SET search_text = m.search_text || ' ' || b.search_text
  FROM meters m JOIN buildings b ON b.id = m.building_id
  WHERE m.id = rr.meter_id AND rr.search_text IS DISTINCT FROM m.search_text || ' ' || b.search_text`;

/** Every request's `sub_meter`: whether its meter has a main meter. */
export const REQUEST_SUB_METER_BACKFILL = `
  UPDATE reading_requests rr SET sub_meter = true
  FROM meters m WHERE m.id = rr.meter_id AND m.main_meter_id IS NOT NULL AND NOT rr.sub_meter`;
