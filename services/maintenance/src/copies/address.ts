export const addressFields = { line1: String, locality: String, city: String, state: String, pinCode: String };
