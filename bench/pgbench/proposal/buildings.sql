-- PROPOSAL (hand-made from ../buildings.sql, not generated): the same answer as the API's statements, with
-- (1) the scope as ONE "IN (… UNION ALL …)" of the company's ids instead of OR-ed conditions and hashed
--     subplans, so the plan starts from the company's few thousand rows, not from every row matching the filters;
-- (2) the count without the joins (no filter of this list needs them);
-- (3) the page as a deferred join: the 50 ids first (filters, order, offset), then the joins for those 50 rows.
\set term random(1, 4)
\set offset 50 * random(0, 4)
-- user look-up (authentication)
select "u".*, "c"."name" as "company_name", "c"."address" as "company_address", "c"."company_type", "c"."enabled_features" as "company_features" from "users" as "u" inner join "companies" as "c" on "c"."id" = "u"."company_id" where "u"."id" = :user;
-- count
select count(*)::int as "count" from "buildings" as "b" where "b"."id" IN (SELECT id FROM buildings WHERE owner_company_id = :company
    UNION ALL SELECT id FROM buildings WHERE commercial_consumer_id = :company
    UNION ALL SELECT building_id FROM meters WHERE energy_supplier_id = :company
    UNION ALL SELECT building_id FROM meters WHERE meter_reading_service_id = :company) and "b"."status" = 'active' and "b"."property_manager_id" IS NOT NULL and "b"."search_text" LIKE '%' || lower((ARRAY['straße', 'weg', 'allee', 'ring'])[:term]) || '%';
-- page
select "b".*, "oc"."name" as "owner_company_name", "cc"."name" as "commercial_consumer_name", "pd"."email" as "preferred_delegate_email", "pd"."name" as "preferred_delegate_name", "pm"."email" as "property_manager_email", "pm"."name" as "property_manager_name", (SELECT count(*)::int FROM meters m WHERE m.building_id = b.id) as "meters_count", (SELECT count(*)::int FROM meters m WHERE m.building_id = b.id AND m.needs_check) as "meters_needing_check" from (select "b"."id" from "buildings" as "b" where "b"."id" IN (SELECT id FROM buildings WHERE owner_company_id = :company
    UNION ALL SELECT id FROM buildings WHERE commercial_consumer_id = :company
    UNION ALL SELECT building_id FROM meters WHERE energy_supplier_id = :company
    UNION ALL SELECT building_id FROM meters WHERE meter_reading_service_id = :company) and "b"."status" = 'active' and "b"."property_manager_id" IS NOT NULL and "b"."search_text" LIKE '%' || lower((ARRAY['straße', 'weg', 'allee', 'ring'])[:term]) || '%' order by "b"."zip_code" ASC NULLS FIRST, "b"."id" limit 50 offset :offset) as "page" inner join "buildings" as "b" on "b"."id" = "page"."id" inner join "companies" as "oc" on "oc"."id" = "b"."owner_company_id" left join "companies" as "cc" on "cc"."id" = "b"."commercial_consumer_id" left join "users" as "pd" on "pd"."id" = "b"."preferred_delegate_id" left join "users" as "pm" on "pm"."id" = "b"."property_manager_id" order by "b"."zip_code" ASC NULLS FIRST, "b"."id";
