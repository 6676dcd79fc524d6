#include "CPartyTLSShims.h"

#include <openssl/bn.h>
#include <openssl/rand.h>
#include <openssl/x509v3.h>

/* A local certificate authority and the server certificates it signs (partyd --https-local):
 * phones trust the authority once, the server's certificate can then change with its address. */

static int add_ext(X509 *certificate, X509V3_CTX *v3, int nid, const char *value) {
    X509_EXTENSION *extension = X509V3_EXT_conf_nid(NULL, v3, nid, value);
    if (extension == NULL) {
        return 0;
    }
    int ok = X509_add_ext(certificate, extension, -1);
    X509_EXTENSION_free(extension);
    return ok;
}

static int random_serial(X509 *certificate) {
    unsigned char bytes[16];
    if (RAND_bytes(bytes, (int)sizeof bytes) != 1) {
        return 0;
    }
    bytes[0] &= 0x7f;
    BIGNUM *number = BN_bin2bn(bytes, (int)sizeof bytes, NULL);
    ASN1_INTEGER *serial = number ? BN_to_ASN1_INTEGER(number, NULL) : NULL;
    BN_free(number);
    int ok = serial != NULL && X509_set_serialNumber(certificate, serial);
    ASN1_INTEGER_free(serial);
    return ok;
}

int CPartyTLSShims_make_certificate(const char *common_name, const char *subject_alt_names,
                                    X509 *issuer, EVP_PKEY *issuer_key,
                                    long not_before_offset_seconds, long not_after_offset_seconds,
                                    X509 **out_certificate, EVP_PKEY **out_key) {
    *out_certificate = NULL;
    *out_key = NULL;
    EVP_PKEY *key = EVP_EC_gen("P-256");
    X509 *certificate = X509_new();
    if (key == NULL || certificate == NULL || (issuer == NULL) != (issuer_key == NULL)) {
        goto fail;
    }
    if (!X509_set_version(certificate, X509_VERSION_3) || !random_serial(certificate) ||
        X509_gmtime_adj(X509_getm_notBefore(certificate), not_before_offset_seconds) == NULL ||
        X509_gmtime_adj(X509_getm_notAfter(certificate), not_after_offset_seconds) == NULL ||
        !X509_set_pubkey(certificate, key)) {
        goto fail;
    }
    X509_NAME *name = X509_get_subject_name(certificate);
    if (!X509_NAME_add_entry_by_txt(name, "O", MBSTRING_ASC, (const unsigned char *)"PartyLine at home", -1, -1, 0) ||
        !X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_UTF8, (const unsigned char *)common_name, -1, -1, 0) ||
        !X509_set_issuer_name(certificate, issuer ? X509_get_subject_name(issuer) : name)) {
        goto fail;
    }
    X509V3_CTX v3;
    X509V3_set_ctx_nodb(&v3);
    X509V3_set_ctx(&v3, issuer ? issuer : certificate, certificate, NULL, NULL, 0);
    int ok;
    if (issuer == NULL) {
        ok = add_ext(certificate, &v3, NID_basic_constraints, "critical,CA:TRUE,pathlen:0") &&
             add_ext(certificate, &v3, NID_key_usage, "critical,keyCertSign,cRLSign") &&
             add_ext(certificate, &v3, NID_subject_key_identifier, "hash");
    } else {
        ok = add_ext(certificate, &v3, NID_subject_alt_name, subject_alt_names) &&
             add_ext(certificate, &v3, NID_basic_constraints, "critical,CA:FALSE") &&
             add_ext(certificate, &v3, NID_key_usage, "critical,digitalSignature") &&
             add_ext(certificate, &v3, NID_ext_key_usage, "serverAuth") &&
             add_ext(certificate, &v3, NID_subject_key_identifier, "hash") &&
             add_ext(certificate, &v3, NID_authority_key_identifier, "keyid:always");
    }
    if (!ok || X509_sign(certificate, issuer_key ? issuer_key : key, EVP_sha256()) <= 0) {
        goto fail;
    }
    *out_certificate = certificate;
    *out_key = key;
    return 1;

fail:
    X509_free(certificate);
    EVP_PKEY_free(key);
    return 0;
}

int CPartyTLSShims_write_private_key(BIO *bio, EVP_PKEY *key) {
    return PEM_write_bio_PrivateKey(bio, key, NULL, NULL, 0, NULL, NULL);
}

int CPartyTLSShims_certificate_der(X509 *certificate, unsigned char **out) {
    *out = NULL;
    return i2d_X509(certificate, out);
}

void CPartyTLSShims_free_bytes(unsigned char *bytes) {
    OPENSSL_free(bytes);
}
