-- A diner can call the staff to the table (issue 17: "any call for staff"), beside asking for
-- the order code. Same rules: one open request per table and kind, asking again counts.
alter table staff_requests drop constraint staff_requests_kind_check;
alter table staff_requests add constraint staff_requests_kind_check
  check (kind in ('orderCode', 'callStaff'));
