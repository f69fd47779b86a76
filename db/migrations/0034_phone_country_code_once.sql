-- Sign-up joined its country picker to the digits as typed, so a number typed with its code again
-- ("+65" and "6591234567") was stored with the code twice. A Singapore number has 8 digits and a
-- Malaysian one never starts with 60, so these shapes are only ever the doubled code.
UPDATE "users" SET "phone" = '+65' || substr("phone", 6) WHERE "phone" ~ '^\+6565[3689][0-9]{7}$';--> statement-breakpoint
UPDATE "users" SET "phone" = '+60' || substr("phone", 6) WHERE "phone" ~ '^\+6060[1-9][0-9]{7,9}$';
