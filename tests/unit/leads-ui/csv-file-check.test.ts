import { describe, expect, it } from "vitest";
import { checkCsvFile, csvFileMessages } from "@/components/leads/upload/csv-file-check";

const file = (name: string, type: string, size = 100) => ({ name, type, size });

describe("checkCsvFile", () => {
  it("accepts text/csv and application/csv whatever the name", () => {
    expect(checkCsvFile(file("leads.csv", "text/csv"))).toBeNull();
    expect(checkCsvFile(file("export", "application/csv"))).toBeNull();
  });

  it("accepts the loose types browsers use only for a .csv name", () => {
    for (const type of ["application/vnd.ms-excel", "text/plain", ""]) {
      expect(checkCsvFile(file("Leads.CSV", type))).toBeNull();
      expect(checkCsvFile(file("leads.txt", type))).toBe("not_csv");
    }
  });

  it("refuses other types with the spec message", () => {
    expect(checkCsvFile(file("leads.csv", "image/png"))).toBe("not_csv");
    expect(csvFileMessages.not_csv).toBe("Please select a valid CSV file");
  });

  it("refuses empty files and files over 50 MB", () => {
    expect(checkCsvFile(file("leads.csv", "text/csv", 0))).toBe("empty");
    expect(checkCsvFile(file("leads.csv", "text/csv", 50 * 1024 * 1024))).toBeNull();
    expect(checkCsvFile(file("leads.csv", "text/csv", 50 * 1024 * 1024 + 1))).toBe("too_large");
    expect(csvFileMessages.empty).toBe("CSV file is empty or invalid");
  });
});
