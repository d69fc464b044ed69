/** What a tax invoice says about its two parties, frozen when it is issued. */

export interface InvoiceParty {
  /** Legal or trade name. */
  name: string;
  gstin: string | null;
  address: string;
  city: string;
  /** GST state code ('27' Maharashtra), or '96' outside India. */
  stateCode: string;
  pincode: string | null;
}

export interface BankAccount {
  accountName: string;
  accountNumber: string;
  ifsc: string;
}

export interface InvoiceSeller extends InvoiceParty {
  upiVpa: string | null;
  bank: BankAccount | null;
  /** ARN of the Letter of Undertaking: exports without paying IGST. */
  lutArn: string | null;
}

export interface InvoiceParties {
  seller: InvoiceSeller;
  buyer: InvoiceParty;
}
