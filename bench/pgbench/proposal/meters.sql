-- PROPOSAL (hand-made from ../meters.sql, not generated): the same answer as the API's statements, with
-- (1) the scope as ONE "IN (… UNION ALL …)" of the company's ids instead of OR-ed conditions and hashed
--     subplans, so the plan starts from the company's few thousand rows, not from every row matching the filters;
-- (2) the count without the joins (no filter of this list needs them);
-- (3) the page as a deferred join: the 50 ids first (filters, order, offset), then the joins for those 50 rows.
-- meterScope reduces to "building in the building scope": a meter the company supplies or reads stands in a
-- building the company serves, which is in the building scope by definition.
\set medium random(1, 6)
\set offset 50 * random(0, 4)
-- user look-up (authentication)
select "u".*, "c"."name" as "company_name", "c"."address" as "company_address", "c"."company_type", "c"."enabled_features" as "company_features" from "users" as "u" inner join "companies" as "c" on "c"."id" = "u"."company_id" where "u"."id" = :user;
-- count
select count(*)::int as "count" from "meters" as "m" where "m"."building_id" IN (SELECT id FROM buildings WHERE owner_company_id = :company
    UNION ALL SELECT id FROM buildings WHERE commercial_consumer_id = :company
    UNION ALL SELECT building_id FROM meters WHERE energy_supplier_id = :company
    UNION ALL SELECT building_id FROM meters WHERE meter_reading_service_id = :company) and "m"."needs_check" = false and "m"."physical_medium" = (ARRAY['electricity', 'heat_submetering', 'water_cold', 'water_warm', 'gas', 'heat'])[:medium] and "m"."status" = 'active';
-- page
select "m".*, "b"."street", "b"."street_number", "b"."zip_code", "b"."city", "b"."business_entity", "b"."commercial_consumer_id", "cc"."name" as "commercial_consumer_name", "oc"."name" as "owner_company_name", "es"."name" as "energy_supplier_name", "rs"."name" as "meter_reading_service_name", "mm"."meter_id" as "main_meter_number", "pm"."meter_id" as "predecessor_meter_number", "sm"."id" as "successor_id", "sm"."meter_id" as "successor_meter_number", (SELECT count(*)::int FROM meters sub WHERE sub.main_meter_id = m.id) as "sub_meters_count" from (select "m"."id" from "meters" as "m" where "m"."building_id" IN (SELECT id FROM buildings WHERE owner_company_id = :company
    UNION ALL SELECT id FROM buildings WHERE commercial_consumer_id = :company
    UNION ALL SELECT building_id FROM meters WHERE energy_supplier_id = :company
    UNION ALL SELECT building_id FROM meters WHERE meter_reading_service_id = :company) and "m"."needs_check" = false and "m"."physical_medium" = (ARRAY['electricity', 'heat_submetering', 'water_cold', 'water_warm', 'gas', 'heat'])[:medium] and "m"."status" = 'active' order by "m"."meter_id" ASC NULLS FIRST, "m"."id" limit 50 offset :offset) as "page" inner join "meters" as "m" on "m"."id" = "page"."id" inner join "buildings" as "b" on "b"."id" = "m"."building_id" inner join "companies" as "oc" on "oc"."id" = "m"."owner_company_id" left join "companies" as "cc" on "cc"."id" = "b"."commercial_consumer_id" left join "companies" as "es" on "es"."id" = "m"."energy_supplier_id" left join "companies" as "rs" on "rs"."id" = "m"."meter_reading_service_id" left join "meters" as "mm" on "mm"."id" = "m"."main_meter_id" left join "meters" as "pm" on "pm"."id" = "m"."predecessor_meter_id" left join "meters" as "sm" on "sm"."predecessor_meter_id" = "m"."id" order by "m"."meter_id" ASC NULLS FIRST, "m"."id";
